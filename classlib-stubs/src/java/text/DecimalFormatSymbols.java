package java.text;

import java.util.Locale;

/**
 * The symbols DecimalFormat uses. A locale gives its decimal and grouping separators as
 * Formatter knows them (JDK 17's CLDR data for the languages listed in docs/classlib.md,
 * English otherwise) and its country's currency symbol (the generic sign \u00a4 without a
 * country); everything else is the English symbol. All of them can be set.
 */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 5772796243397350300L;
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String nan = "NaN";
    private char minusSign = '-';
    private String currencySymbol = "\u00a4";
    private String intlCurrencySymbol = "XXX";
    private char monetarySeparator = '.';
    private String exponentSeparator = "E";
    private Locale locale;

    public DecimalFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DecimalFormatSymbols(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        // "1,234.5" in the locale's separators, as Formatter writes it
        String s = String.format(locale, "%,.1f", 1234.5);
        if (s.length() == 7) {
            groupingSeparator = s.charAt(1);
            decimalSeparator = s.charAt(5);
            monetarySeparator = decimalSeparator;
        }
        if (!locale.getCountry().isEmpty()) {
            try {
                java.util.Currency c = java.util.Currency.getInstance(locale);
                currencySymbol = c.getSymbol(locale);
                intlCurrencySymbol = c.getCurrencyCode();
            } catch (IllegalArgumentException e) {
                // a country without a currency here: the generic sign
            }
        }
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public char getZeroDigit() { return zeroDigit; }
    public void setZeroDigit(char c) { zeroDigit = c; }
    public char getGroupingSeparator() { return groupingSeparator; }
    public void setGroupingSeparator(char c) { groupingSeparator = c; }
    public char getDecimalSeparator() { return decimalSeparator; }
    public void setDecimalSeparator(char c) { decimalSeparator = c; }
    public char getPerMill() { return perMill; }
    public void setPerMill(char c) { perMill = c; }
    public char getPercent() { return percent; }
    public void setPercent(char c) { percent = c; }
    public char getDigit() { return digit; }
    public void setDigit(char c) { digit = c; }
    public char getPatternSeparator() { return patternSeparator; }
    public void setPatternSeparator(char c) { patternSeparator = c; }
    public String getInfinity() { return infinity; }
    public void setInfinity(String s) { infinity = s; }
    public String getNaN() { return nan; }
    public void setNaN(String s) { nan = s; }
    public char getMinusSign() { return minusSign; }
    public void setMinusSign(char c) { minusSign = c; }
    public String getCurrencySymbol() { return currencySymbol; }
    public void setCurrencySymbol(String s) { currencySymbol = s; }
    public String getInternationalCurrencySymbol() { return intlCurrencySymbol; }
    public void setInternationalCurrencySymbol(String s) { intlCurrencySymbol = s; }
    public char getMonetaryDecimalSeparator() { return monetarySeparator; }
    public void setMonetaryDecimalSeparator(char c) { monetarySeparator = c; }
    public String getExponentSeparator() { return exponentSeparator; }

    public void setExponentSeparator(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        exponentSeparator = s;
    }

    public java.util.Currency getCurrency() {
        try {
            return java.util.Currency.getInstance(intlCurrencySymbol);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public void setCurrency(java.util.Currency currency) {
        if (currency == null) {
            throw new NullPointerException();
        }
        intlCurrencySymbol = currency.getCurrencyCode();
        currencySymbol = currency.getSymbol(locale);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof DecimalFormatSymbols)) {
            return false;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator && decimalSeparator == o.decimalSeparator
                && perMill == o.perMill && percent == o.percent && digit == o.digit && patternSeparator == o.patternSeparator
                && infinity.equals(o.infinity) && nan.equals(o.nan) && minusSign == o.minusSign
                && currencySymbol.equals(o.currencySymbol) && intlCurrencySymbol.equals(o.intlCurrencySymbol)
                && monetarySeparator == o.monetarySeparator && exponentSeparator.equals(o.exponentSeparator);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
