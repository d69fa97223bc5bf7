package java.util;

/**
 * ISO 4217 currencies: a table of the common ones (code, numeric code,
 * fraction digits, English name and symbol, as the JDK's CLDR data gives them
 * for en_US), the currency of the countries that use them, and the local
 * symbol and name in those countries' own locales. Other locales see the
 * English symbol.
 */
public final class Currency implements java.io.Serializable {
    private static final long serialVersionUID = -158308464356906721L;

    // code, numeric code, default fraction digits, English name, English symbol
    private static final String[][] DATA = {
        {"USD", "840", "2", "US Dollar", "$"},
        {"EUR", "978", "2", "Euro", "€"},
        {"JPY", "392", "0", "Japanese Yen", "¥"},
        {"GBP", "826", "2", "British Pound", "£"},
        {"CHF", "756", "2", "Swiss Franc", "CHF"},
        {"CAD", "124", "2", "Canadian Dollar", "CA$"},
        {"AUD", "36", "2", "Australian Dollar", "A$"},
        {"NZD", "554", "2", "New Zealand Dollar", "NZ$"},
        {"CNY", "156", "2", "Chinese Yuan", "CN¥"},
        {"HKD", "344", "2", "Hong Kong Dollar", "HK$"},
        {"SGD", "702", "2", "Singapore Dollar", "SGD"},
        {"INR", "356", "2", "Indian Rupee", "₹"},
        {"KRW", "410", "0", "South Korean Won", "₩"},
        {"SEK", "752", "2", "Swedish Krona", "SEK"},
        {"NOK", "578", "2", "Norwegian Krone", "NOK"},
        {"DKK", "208", "2", "Danish Krone", "DKK"},
        {"PLN", "985", "2", "Polish Zloty", "PLN"},
        {"CZK", "203", "2", "Czech Koruna", "CZK"},
        {"HUF", "348", "2", "Hungarian Forint", "HUF"},
        {"RUB", "643", "2", "Russian Ruble", "RUB"},
        {"BRL", "986", "2", "Brazilian Real", "R$"},
        {"MXN", "484", "2", "Mexican Peso", "MX$"},
        {"ARS", "32", "2", "Argentine Peso", "ARS"},
        {"CLP", "152", "0", "Chilean Peso", "CLP"},
        {"COP", "170", "2", "Colombian Peso", "COP"},
        {"ZAR", "710", "2", "South African Rand", "ZAR"},
        {"TRY", "949", "2", "Turkish Lira", "TRY"},
        {"ILS", "376", "2", "Israeli New Shekel", "₪"},
        {"AED", "784", "2", "United Arab Emirates Dirham", "AED"},
        {"SAR", "682", "2", "Saudi Riyal", "SAR"},
        {"THB", "764", "2", "Thai Baht", "THB"},
        {"IDR", "360", "2", "Indonesian Rupiah", "IDR"},
        {"MYR", "458", "2", "Malaysian Ringgit", "MYR"},
        {"PHP", "608", "2", "Philippine Piso", "₱"},
        {"VND", "704", "0", "Vietnamese Dong", "₫"},
        {"TWD", "901", "2", "New Taiwan Dollar", "NT$"},
        {"EGP", "818", "2", "Egyptian Pound", "EGP"},
        {"NGN", "566", "2", "Nigerian Naira", "NGN"},
        {"KWD", "414", "3", "Kuwaiti Dinar", "KWD"},
        {"BHD", "48", "3", "Bahraini Dinar", "BHD"},
        {"JOD", "400", "3", "Jordanian Dinar", "JOD"},
        {"ISK", "352", "0", "Icelandic Króna", "ISK"},
        {"UAH", "980", "2", "Ukrainian Hryvnia", "UAH"},
        {"RON", "946", "2", "Romanian Leu", "RON"},
        {"BGN", "975", "2", "Bulgarian Lev", "BGN"},
        {"PKR", "586", "2", "Pakistani Rupee", "PKR"},
        {"XAU", "959", "-1", "Gold", "XAU"},
        {"XXX", "999", "-1", "Unknown Currency", "¤"},
        {"XAF", "950", "0", "Central African CFA Franc", "FCFA"},
        {"XOF", "952", "0", "West African CFA Franc", "F CFA"},
    };

    // country, currency, local symbol, local name
    private static final String[][] COUNTRIES = {
        {"US", "USD", "$", "US Dollar"}, {"DE", "EUR", "\u20ac", "Euro"}, {"FR", "EUR", "\u20ac", "euro"},
        {"IT", "EUR", "\u20ac", "euro"}, {"ES", "EUR", "\u20ac", "euro"}, {"NL", "EUR", "\u20ac", "Euro"},
        {"AT", "EUR", "\u20ac", "Euro"}, {"BE", "EUR", "\u20ac", "euro"}, {"FI", "EUR", "\u20ac", "euro"},
        {"IE", "EUR", "\u20ac", "Euro"}, {"PT", "EUR", "\u20ac", "euro"}, {"GR", "EUR", "\u20ac", "\u0395\u03c5\u03c1\u03ce"},
        {"JP", "JPY", "\uffe5", "\u65e5\u672c\u5186"}, {"GB", "GBP", "\u00a3", "British Pound"},
        {"CH", "CHF", "CHF", "Schweizer Franken"}, {"CA", "CAD", "$", "Canadian Dollar"},
        {"AU", "AUD", "$", "Australian Dollar"}, {"CN", "CNY", "\u00a5", "\u4eba\u6c11\u5e01"},
        {"KR", "KRW", "\u20a9", "\ub300\ud55c\ubbfc\uad6d \uc6d0"}, {"IN", "INR", "\u20b9", "Indian Rupee"},
        {"BR", "BRL", "R$", "Real brasileiro"}, {"MX", "MXN", "$", "peso mexicano"},
        {"RU", "RUB", "\u20bd", "\u0440\u043e\u0441\u0441\u0438\u0439\u0441\u043a\u0438\u0439 \u0440\u0443\u0431\u043b\u044c"},
        {"SE", "SEK", "kr", "svensk krona"}, {"PL", "PLN", "z\u0142", "z\u0142oty polski"},
        {"NZ", "NZD", "$", "New Zealand Dollar"}, {"HK", "HKD", "HK$", "Hong Kong Dollar"}, {"SG", "SGD", "$", "Singapore Dollar"},
        {"NO", "NOK", "kr", "norske kroner"}, {"DK", "DKK", "kr.", "dansk krone"}, {"ZA", "ZAR", "R", "South African Rand"},
    };

    private static final HashMap<String, Currency> INSTANCES = new HashMap<String, Currency>();

    private final String currencyCode;
    private final transient int row;

    private Currency(String code, int row) {
        this.currencyCode = code;
        this.row = row;
    }

    public static Currency getInstance(String currencyCode) {
        if (currencyCode == null) {
            throw new NullPointerException();
        }
        synchronized (INSTANCES) {
            Currency c = INSTANCES.get(currencyCode);
            if (c != null) {
                return c;
            }
            for (int i = 0; i < DATA.length; i++) {
                if (DATA[i][0].equals(currencyCode)) {
                    c = new Currency(currencyCode, i);
                    INSTANCES.put(currencyCode, c);
                    return c;
                }
            }
        }
        // JDK 17's messages: the length first, then the first two letters as a country code
        if (currencyCode.length() != 3) {
            throw new IllegalArgumentException("The input currency code: \"" + currencyCode + "\" must have a length of 3 characters");
        }
        char a = currencyCode.charAt(0);
        char b = currencyCode.charAt(1);
        if (a < 'A' || a > 'Z' || b < 'A' || b > 'Z') {
            throw new IllegalArgumentException("The country code: \"" + currencyCode.substring(0, 2) + "\" is not a valid ISO 3166 code");
        }
        throw new IllegalArgumentException("The input currency code: \"" + currencyCode + "\" is not a valid ISO 4217 code");
    }

    private static String[] country(String cc) {
        for (String[] c : COUNTRIES) {
            if (c[0].equals(cc)) {
                return c;
            }
        }
        return null;
    }

    public static Currency getInstance(Locale locale) {
        String cc = locale.getCountry();
        if (cc == null || cc.length() != 2 || !Character.isUpperCase(cc.charAt(0)) || !Character.isUpperCase(cc.charAt(1))) {
            throw new IllegalArgumentException("The country of the input locale: \"" + locale
                    + "\" is not a valid ISO 3166 country code");
        }
        String[] c = country(cc);
        if (c == null) {
            throw new IllegalArgumentException("No currency is known for the country of the locale: " + locale);
        }
        return getInstance(c[1]);
    }

    public static Set<Currency> getAvailableCurrencies() {
        Set<Currency> s = new HashSet<Currency>();
        for (String[] d : DATA) {
            s.add(getInstance(d[0]));
        }
        return s;
    }

    public String getCurrencyCode() {
        return currencyCode;
    }

    public String getSymbol() {
        return getSymbol(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getSymbol(Locale locale) {
        String[] c = country(locale.getCountry());
        if (c != null && c[1].equals(currencyCode)) {
            return c[2];
        }
        return DATA[row][4];
    }

    public int getDefaultFractionDigits() {
        return Integer.parseInt(DATA[row][2]);
    }

    public int getNumericCode() {
        return Integer.parseInt(DATA[row][1]);
    }

    public String getNumericCodeAsString() {
        String s = DATA[row][1];
        while (s.length() < 3) {
            s = "0" + s;
        }
        return s;
    }

    public String getDisplayName() {
        return getDisplayName(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getDisplayName(Locale locale) {
        String[] c = country(locale.getCountry());
        if (c != null && c[1].equals(currencyCode)) {
            return c[3];
        }
        return DATA[row][3];
    }

    public String toString() {
        return currencyCode;
    }

    private Object readResolve() {
        return getInstance(currencyCode);
    }
}
