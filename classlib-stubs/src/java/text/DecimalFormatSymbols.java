package java.text;

/** The US symbols; other locales are not distinguished. */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 5772796243397350300L;

    public DecimalFormatSymbols() {
    }

    public DecimalFormatSymbols(java.util.Locale locale) {
    }

    public static DecimalFormatSymbols getInstance() { return new DecimalFormatSymbols(); }
    public static DecimalFormatSymbols getInstance(java.util.Locale l) { return new DecimalFormatSymbols(); }
    public char getDecimalSeparator() { return '.'; }
    public char getGroupingSeparator() { return ','; }
    public char getMinusSign() { return '-'; }
    public char getPercent() { return '%'; }
    public char getZeroDigit() { return '0'; }
    public String getInfinity() { return "\u221e"; }
    public String getNaN() { return "NaN"; }
}
