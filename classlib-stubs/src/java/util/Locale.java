package java.util;

/**
 * A language, country and variant, as far as the class library uses them:
 * the constants, the default locales (from the user.language family of
 * properties: en under C.UTF-8, en_US under C or POSIX, as on the JDK), and
 * the accessors. Formatter knows the separators of some languages and
 * countries; other locales format with the English ones.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    /** What a default locale is used for. */
    public enum Category {
        DISPLAY, FORMAT
    }

    public static final Locale ROOT = new Locale("", "", "");
    public static final Locale ENGLISH = new Locale("en", "", "");
    public static final Locale FRENCH = new Locale("fr", "", "");
    public static final Locale GERMAN = new Locale("de", "", "");
    public static final Locale ITALIAN = new Locale("it", "", "");
    public static final Locale JAPANESE = new Locale("ja", "", "");
    public static final Locale KOREAN = new Locale("ko", "", "");
    public static final Locale CHINESE = new Locale("zh", "", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN", "");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW", "");
    public static final Locale FRANCE = new Locale("fr", "FR", "");
    public static final Locale GERMANY = new Locale("de", "DE", "");
    public static final Locale ITALY = new Locale("it", "IT", "");
    public static final Locale JAPAN = new Locale("ja", "JP", "");
    public static final Locale KOREA = new Locale("ko", "KR", "");
    public static final Locale UK = new Locale("en", "GB", "");
    public static final Locale US = new Locale("en", "US", "");
    public static final Locale CANADA = new Locale("en", "CA", "");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    private static Locale defaultLocale;
    private static Locale defaultDisplay;
    private static Locale defaultFormat;

    private final String language;
    private final String country;
    private final String variant;
    private final String script;   // "" or four letters in title case, from a language tag

    public Locale(String language, String country, String variant) {
        this(language, country, variant, "");
    }

    private Locale(String language, String country, String variant, String script) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = lowerAscii(language);
        this.country = upperAscii(country);
        this.variant = variant;
        this.script = script.isEmpty() ? "" : upperAscii(script.substring(0, 1)) + lowerAscii(script.substring(1));
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    /* The JDK's legacy language codes: "iw", "ji" and "in" stay as they are in JDK 17. */
    private static String lowerAscii(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return sb.toString();
    }

    private static String upperAscii(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
        }
        return sb.toString();
    }

    public static synchronized Locale getDefault() {
        if (defaultLocale == null) {
            defaultLocale = initialDefault();
        }
        return defaultLocale;
    }

    public static synchronized Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        if (category == Category.DISPLAY) {
            if (defaultDisplay == null) {
                defaultDisplay = getDefault();
            }
            return defaultDisplay;
        }
        if (defaultFormat == null) {
            Locale d = getDefault();
            String lang = System.getProperty("user.language.format", d.language);
            String country = System.getProperty("user.country.format", d.country);
            defaultFormat = lang.equals(d.language) && country.equals(d.country)
                    ? d : new Locale(lang, country, d.variant);
        }
        return defaultFormat;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
        defaultDisplay = newLocale;
        defaultFormat = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        if (category == Category.DISPLAY) {
            defaultDisplay = newLocale;
        } else {
            defaultFormat = newLocale;
        }
    }

    /* From user.language, user.country and user.variant (System sets them from the environment). */
    private static Locale initialDefault() {
        String lang = System.getProperty("user.language", "en");
        String country = System.getProperty("user.country", "");
        String variant = System.getProperty("user.variant", "");
        return new Locale(lang, country, variant);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] { ROOT, ENGLISH, US, UK, CANADA };
    }

    // JDK 17's lists, two letters each, in its order
    private static final String ISO_COUNTRIES =
            "ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCN"
            + "COCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHM"
            + "HNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMK"
            + "MLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURW"
            + "SASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVI"
            + "VNVUWFWSYEYTZAZMZW";
    private static final String ISO_LANGUAGES =
            "aaabaeafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcydadedvdzeeeleneoeseteufafffifjfofr"
            + "fygagdglgngugvhahehihohrhthuhyhziaidieigiiikinioisitiuiwjajijvkakgkikjkkklkmknkokrkskukvkwkylalb"
            + "lglilnloltlulvmgmhmimkmlmnmomrmsmtmynanbndnengnlnnnonrnvnyocojomorospapiplpsptqurmrnrorurwsascsd"
            + "sesgsiskslsmsnsosqsrssstsusvswtatetgthtitktltntotrtstttwtyugukuruzvevivowawoxhyiyozazhzu";

    private static String[] pairs(String s) {
        String[] r = new String[s.length() / 2];
        for (int i = 0; i < r.length; i++) {
            r[i] = s.substring(2 * i, 2 * i + 2);
        }
        return r;
    }

    public static String[] getISOCountries() {
        return pairs(ISO_COUNTRIES);
    }

    public static String[] getISOLanguages() {
        return pairs(ISO_LANGUAGES);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return script;
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    /* language_COUNTRY_variant with the separators the JDK keeps for empty parts. */
    @Override
    public String toString() {
        boolean l = language.length() != 0;
        boolean c = country.length() != 0;
        boolean v = variant.length() != 0;
        StringBuilder sb = new StringBuilder(language);
        if (c || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || c)) {
            sb.append('_').append(variant);
        }
        // a script shows as "_#Latn" after an empty variant, and only with a language or country
        if (!script.isEmpty() && (l || c)) {
            sb.append(v ? "_#" : (c ? "_#" : "__#")).append(script);
        }
        return sb.toString();
    }

    /* A variant that is no BCP 47 variant subtag goes into a private-use "lvariant" part. */
    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder(language.length() == 0 ? "und" : language);
        if (!script.isEmpty()) {
            sb.append('-').append(script);
        }
        if (country.length() != 0) {
            sb.append('-').append(country);
        }
        if (variant.length() != 0) {
            sb.append(isVariantSubtags(variant) ? "-" + variant.replace('_', '-') : "-x-lvariant-" + variant);
        }
        return sb.toString();
    }

    /* "polyton_1996": every part a variant subtag. */
    private static boolean isVariantSubtags(String v) {
        for (String part : v.split("_", -1)) {
            if (!isVariantSubtag(part)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isVariantSubtag(String v) {
        int n = v.length();
        for (int i = 0; i < n; i++) {
            if (!Character.isLetterOrDigit(v.charAt(i)) || v.charAt(i) > 'z') {
                return false;
            }
        }
        return (n >= 5 && n <= 8) || (n == 4 && v.charAt(0) >= '0' && v.charAt(0) <= '9');
    }

    public static Locale forLanguageTag(String tag) {
        if (tag == null) {
            throw new NullPointerException();
        }
        String[] parts = new String[4];
        int n = 0;
        int start = 0;
        for (int i = 0; i <= tag.length() && n < 4; i++) {
            if (i == tag.length() || tag.charAt(i) == '-' || tag.charAt(i) == '_') {
                parts[n++] = tag.substring(start, i);
                start = i + 1;
            }
        }
        String lang = n > 0 ? parts[0] : "";
        if (lang.equals("und")) {
            lang = "";
        }
        // language [-script] [-region] [-variant]: a script subtag is four letters
        String script = "";
        int next = 1;
        if (n > 1 && parts[1].length() == 4 && isAsciiAlpha(parts[1])) {
            script = parts[1];
            next = 2;
        }
        String region = n > next ? parts[next] : "";
        String variant = n > next + 1 ? parts[next + 1] : "";
        return new Locale(lang, region, variant, script);
    }

    private static boolean isAsciiAlpha(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z')) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country)
                && variant.equals(o.variant) && script.equals(o.script);
    }

    @Override
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode() + script.hashCode();
    }

    @Override
    public Object clone() {
        return new Locale(language, country, variant, script);
    }

    // language code, ISO 639-2 code, English name
    private static final String[][] LANGUAGE_NAMES = {
        {"ar", "ara", "Arabic"}, {"bg", "bul", "Bulgarian"}, {"bn", "ben", "Bangla"},
        {"ca", "cat", "Catalan"}, {"cs", "ces", "Czech"}, {"da", "dan", "Danish"},
        {"de", "deu", "German"}, {"el", "ell", "Greek"}, {"en", "eng", "English"},
        {"es", "spa", "Spanish"}, {"et", "est", "Estonian"}, {"fa", "fas", "Persian"},
        {"fi", "fin", "Finnish"}, {"fr", "fra", "French"}, {"ga", "gle", "Irish"},
        {"he", "heb", "Hebrew"}, {"hi", "hin", "Hindi"}, {"hr", "hrv", "Croatian"},
        {"hu", "hun", "Hungarian"}, {"id", "ind", "Indonesian"}, {"is", "isl", "Icelandic"},
        {"it", "ita", "Italian"}, {"ja", "jpn", "Japanese"}, {"ko", "kor", "Korean"},
        {"lt", "lit", "Lithuanian"}, {"lv", "lav", "Latvian"}, {"ms", "msa", "Malay"},
        {"mt", "mlt", "Maltese"}, {"nl", "nld", "Dutch"}, {"no", "nor", "Norwegian"},
        {"nb", "nob", "Norwegian Bokm\u00e5l"}, {"pl", "pol", "Polish"}, {"pt", "por", "Portuguese"},
        {"ro", "ron", "Romanian"}, {"ru", "rus", "Russian"}, {"sk", "slk", "Slovak"},
        {"sl", "slv", "Slovenian"}, {"sr", "srp", "Serbian"}, {"sv", "swe", "Swedish"},
        {"sw", "swa", "Swahili"}, {"ta", "tam", "Tamil"}, {"th", "tha", "Thai"},
        {"tr", "tur", "Turkish"}, {"uk", "ukr", "Ukrainian"}, {"ur", "urd", "Urdu"},
        {"vi", "vie", "Vietnamese"}, {"zh", "zho", "Chinese"}, {"la", "lat", "Latin"},
        {"eo", "epo", "Esperanto"}, {"cy", "cym", "Welsh"},
    };

    // country code, ISO 3166 alpha-3 code, English name
    private static final String[][] COUNTRY_NAMES = {
        {"AR", "ARG", "Argentina"}, {"AT", "AUT", "Austria"}, {"AU", "AUS", "Australia"},
        {"BE", "BEL", "Belgium"}, {"BG", "BGR", "Bulgaria"}, {"BR", "BRA", "Brazil"},
        {"CA", "CAN", "Canada"}, {"CH", "CHE", "Switzerland"}, {"CL", "CHL", "Chile"},
        {"CN", "CHN", "China"}, {"CO", "COL", "Colombia"}, {"CZ", "CZE", "Czechia"},
        {"DE", "DEU", "Germany"}, {"DK", "DNK", "Denmark"}, {"EG", "EGY", "Egypt"},
        {"ES", "ESP", "Spain"}, {"FI", "FIN", "Finland"}, {"FR", "FRA", "France"},
        {"GB", "GBR", "United Kingdom"}, {"GR", "GRC", "Greece"}, {"HK", "HKG", "Hong Kong SAR China"},
        {"HU", "HUN", "Hungary"}, {"ID", "IDN", "Indonesia"}, {"IE", "IRL", "Ireland"},
        {"IL", "ISR", "Israel"}, {"IN", "IND", "India"}, {"IS", "ISL", "Iceland"},
        {"IT", "ITA", "Italy"}, {"JP", "JPN", "Japan"}, {"KR", "KOR", "South Korea"},
        {"MX", "MEX", "Mexico"}, {"MY", "MYS", "Malaysia"}, {"NG", "NGA", "Nigeria"},
        {"NL", "NLD", "Netherlands"}, {"NO", "NOR", "Norway"}, {"NZ", "NZL", "New Zealand"},
        {"PH", "PHL", "Philippines"}, {"PK", "PAK", "Pakistan"}, {"PL", "POL", "Poland"},
        {"PT", "PRT", "Portugal"}, {"RO", "ROU", "Romania"}, {"RU", "RUS", "Russia"},
        {"SA", "SAU", "Saudi Arabia"}, {"SE", "SWE", "Sweden"}, {"SG", "SGP", "Singapore"},
        {"TH", "THA", "Thailand"}, {"TR", "TUR", "Turkey"}, {"TW", "TWN", "Taiwan"},
        {"UA", "UKR", "Ukraine"}, {"US", "USA", "United States"}, {"VN", "VNM", "Vietnam"},
        {"ZA", "ZAF", "South Africa"}, {"AE", "ARE", "United Arab Emirates"}, {"LU", "LUX", "Luxembourg"},
        {"HR", "HRV", "Croatia"}, {"SK", "SVK", "Slovakia"}, {"SI", "SVN", "Slovenia"},
        {"EE", "EST", "Estonia"}, {"LV", "LVA", "Latvia"}, {"LT", "LTU", "Lithuania"},
        {"RS", "SRB", "Serbia"}, {"ZZ", "", "Unknown Region"},
    };

    private static String lookup(String[][] table, String code) {
        for (String[] row : table) {
            if (row[0].equals(code)) {
                return row[2];
            }
        }
        return code;
    }

    /* The codes of the tables above; JDK 17 knows every ISO 639 and 3166 code, these only the listed ones. */
    public String getISO3Language() {
        String lang = getLanguage();
        if (lang.length() == 3 || lang.isEmpty()) {
            return lang;
        }
        for (String[] row : LANGUAGE_NAMES) {
            if (row[0].equals(lang)) {
                return row[1];
            }
        }
        throw new MissingResourceException("Couldn't find 3-letter language code for " + lang,
                "FormatData_" + toString(), "ShortLanguage");
    }

    public String getISO3Country() {
        String c = getCountry();
        if (c.isEmpty()) {
            return c;
        }
        for (String[] row : COUNTRY_NAMES) {
            if (row[0].equals(c) && !row[1].isEmpty()) {
                return row[1];
            }
        }
        throw new MissingResourceException("Couldn't find 3-letter country code for " + c,
                "FormatData_" + toString(), "ShortCountry");
    }

    /** English names, whatever the display locale (the library has no other translations). */
    public String getDisplayLanguage() {
        return getDisplayLanguage(getDefault(Category.DISPLAY));
    }

    public String getDisplayLanguage(Locale inLocale) {
        Objects.requireNonNull(inLocale);
        return lookup(LANGUAGE_NAMES, getLanguage());
    }

    public String getDisplayCountry() {
        return getDisplayCountry(getDefault(Category.DISPLAY));
    }

    public String getDisplayCountry(Locale inLocale) {
        Objects.requireNonNull(inLocale);
        return lookup(COUNTRY_NAMES, getCountry());
    }

    // script code, English name
    private static final String[][] SCRIPT_NAMES = {
        {"Arab", "Arabic"}, {"Cyrl", "Cyrillic"}, {"Deva", "Devanagari"}, {"Grek", "Greek"},
        {"Hans", "Simplified"}, {"Hant", "Traditional"}, {"Hebr", "Hebrew"}, {"Jpan", "Japanese"},
        {"Kore", "Korean"}, {"Latn", "Latin"}, {"Thai", "Thai"},
    };

    public String getDisplayScript() {
        return getDisplayScript(getDefault(Category.DISPLAY));
    }

    public String getDisplayScript(Locale inLocale) {
        Objects.requireNonNull(inLocale);
        for (String[] row : SCRIPT_NAMES) {
            if (row[0].equals(script)) {
                return row[1];
            }
        }
        return script;
    }

    public String getDisplayVariant() {
        return getDisplayVariant(getDefault(Category.DISPLAY));
    }

    public String getDisplayVariant(Locale inLocale) {
        Objects.requireNonNull(inLocale);
        return getVariant().equals("POSIX") ? "Computer" : getVariant();
    }

    public String getDisplayName() {
        return getDisplayName(getDefault(Category.DISPLAY));
    }

    /** "Language (Country, Variant)", or the country and variant alone when there is no language. */
    public String getDisplayName(Locale inLocale) {
        String lang = getDisplayLanguage(inLocale);
        ArrayList<String> qual = new ArrayList<String>();
        if (!script.isEmpty()) {
            qual.add(getDisplayScript(inLocale));
        }
        if (!getCountry().isEmpty()) {
            qual.add(getDisplayCountry(inLocale));
        }
        if (!getVariant().isEmpty()) {
            qual.add(getDisplayVariant(inLocale));
        }
        if (lang.isEmpty()) {
            if (qual.isEmpty()) {
                return "";
            }
            String first = qual.remove(0);
            return qual.isEmpty() ? first : first + " (" + String.join(", ", qual) + ")";
        }
        return qual.isEmpty() ? lang : lang + " (" + String.join(", ", qual) + ")";
    }

    /**
     * Builds a Locale from checked parts: a language of 2 to 8 letters, a script
     * of 4, a region of 2 letters or 3 digits, variants of 5 to 8 letters or
     * digits (4 starting with a digit) separated by '-' or '_'. Extensions are
     * not kept.
     */
    public static final class Builder {
        private String language = "";
        private String script = "";
        private String region = "";
        private String variant = "";

        public Builder() {
        }

        public Builder setLocale(Locale locale) {
            Objects.requireNonNull(locale);
            language = locale.language;
            script = locale.script;
            region = locale.country;
            variant = locale.variant;
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            if (languageTag == null || languageTag.isEmpty()) {
                return clear();
            }
            int at = 0;
            for (String sub : languageTag.split("-", -1)) {
                if (sub.isEmpty() || sub.length() > 8 || !isAsciiAlnum(sub)) {
                    throw new IllformedLocaleException("Invalid subtag: " + sub, at);
                }
                at += sub.length() + 1;
            }
            return setLocale(forLanguageTag(languageTag));
        }

        public Builder setLanguage(String language) {
            String l = language == null ? "" : language;
            if (!l.isEmpty() && (l.length() < 2 || l.length() > 8 || !isAsciiAlpha(l))) {
                throw new IllformedLocaleException("Ill-formed language: " + l, 0);
            }
            this.language = lowerAscii(l);
            return this;
        }

        public Builder setScript(String script) {
            String s = script == null ? "" : script;
            if (!s.isEmpty() && (s.length() != 4 || !isAsciiAlpha(s))) {
                throw new IllformedLocaleException("Ill-formed script: " + s, 0);
            }
            this.script = s;
            return this;
        }

        public Builder setRegion(String region) {
            String r = region == null ? "" : region;
            boolean ok = r.isEmpty() || (r.length() == 2 && isAsciiAlpha(r))
                    || (r.length() == 3 && r.chars().allMatch(c -> c >= '0' && c <= '9'));
            if (!ok) {
                throw new IllformedLocaleException("Ill-formed region: " + r, 0);
            }
            this.region = upperAscii(r);
            return this;
        }

        public Builder setVariant(String variant) {
            String v = variant == null ? "" : variant;
            if (!v.isEmpty()) {
                for (String sub : v.split("[-_]", -1)) {
                    if (!isVariantSubtag(sub)) {
                        throw new IllformedLocaleException("Ill-formed variant: " + v, 0);
                    }
                }
            }
            this.variant = v.replace('-', '_');
            return this;
        }

        public Builder clear() {
            language = "";
            script = "";
            region = "";
            variant = "";
            return this;
        }

        public Locale build() {
            return new Locale(language, region, variant, script);
        }

        private static boolean isAsciiAlnum(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z')) {
                    return false;
                }
            }
            return true;
        }
    }
}
