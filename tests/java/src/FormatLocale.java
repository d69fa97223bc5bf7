import java.util.Locale;

/* The Locale class as far as formatting needs it: constants, the default, names and equality. */
public class FormatLocale {
    static void show(String label, Locale l) {
        System.out.println(label + ": [" + l + "] lang=[" + l.getLanguage() + "] country=[" + l.getCountry()
                + "] variant=[" + l.getVariant() + "] tag=" + l.toLanguageTag());
    }

    public static void main(String[] args) {
        /* The suite runs under LC_ALL=C.UTF-8: en, with no country. */
        System.out.println("user.language=" + System.getProperty("user.language") + " user.country="
                + System.getProperty("user.country") + " user.language.format="
                + System.getProperty("user.language.format") + " user.country.format="
                + System.getProperty("user.country.format"));
        show("ROOT", Locale.ROOT);
        show("US", Locale.US);
        show("UK", Locale.UK);
        show("ENGLISH", Locale.ENGLISH);
        show("CANADA", Locale.CANADA);
        show("default", Locale.getDefault());
        show("default FORMAT", Locale.getDefault(Locale.Category.FORMAT));
        show("default DISPLAY", Locale.getDefault(Locale.Category.DISPLAY));
        show("new en-us", new Locale("EN", "us"));
        show("new xx", new Locale("xx"));
        show("variant only", new Locale("", "", "POSIX"));
        show("country+variant", new Locale("", "US", "WIN"));
        show("lang+variant", new Locale("en", "", "WIN"));
        show("forLanguageTag", Locale.forLanguageTag("en-GB"));
        show("forLanguageTag und", Locale.forLanguageTag("und"));
        System.out.println(Locale.US.equals(new Locale("en", "US")));
        System.out.println(Locale.US.equals(Locale.ENGLISH));
        System.out.println(Locale.US.hashCode() == new Locale("en", "US").hashCode());
        System.out.println(Locale.getDefault().equals(Locale.getDefault(Locale.Category.FORMAT)));
        System.out.println(String.format(Locale.UK, "%,.2f|%,d|%e", 1234567.891, -1234567, 0.000123));
        Locale saved = Locale.getDefault();
        Locale.setDefault(Locale.US);
        show("after setDefault", Locale.getDefault());
        show("FORMAT after setDefault", Locale.getDefault(Locale.Category.FORMAT));
        System.out.println(String.format("%,d", 1234567));
        Locale.setDefault(Locale.Category.FORMAT, Locale.UK);
        show("FORMAT set", Locale.getDefault(Locale.Category.FORMAT));
        show("DISPLAY unchanged", Locale.getDefault(Locale.Category.DISPLAY));
        Locale.setDefault(saved);
        show("restored", Locale.getDefault(Locale.Category.FORMAT));
        try {
            Locale.setDefault(null);
        } catch (NullPointerException e) {
            System.out.println("setDefault(null): " + e.getMessage());
        }
        try {
            new Locale(null, "US");
        } catch (NullPointerException e) {
            System.out.println("null language: NPE");
        }
        System.out.println("TITLE".toLowerCase(Locale.ROOT) + " " + "title".toUpperCase(Locale.US));
        String[][] places = { { "de", "" }, { "de", "DE" }, { "de", "AT" }, { "de", "CH" }, { "de", "LI" },
            { "fr", "" }, { "fr", "FR" }, { "fr", "CA" }, { "fr", "CH" }, { "it", "IT" }, { "it", "CH" },
            { "es", "ES" }, { "es", "MX" }, { "es", "US" }, { "pt", "BR" }, { "pt", "PT" }, { "nl", "NL" },
            { "ru", "RU" }, { "pl", "PL" }, { "sv", "SE" }, { "tr", "TR" }, { "ja", "JP" }, { "zh", "CN" },
            { "da", "DK" }, { "nb", "NO" }, { "fi", "FI" }, { "cs", "CZ" }, { "el", "GR" }, { "en", "GB" },
            { "en", "CH" }, { "en", "ZA" }, { "en", "IN" }, { "xx", "YY" } };
        for (int i = 0; i < places.length; i++) {
            Locale l = new Locale(places[i][0], places[i][1]);
            String s = String.format(l, "%,.2f|%,d|%e|%,g|%(,.1f|%.3f|%a|%s", 1234567.891, -1234567, 0.5,
                    12345.678, -9876.54, 2.5, 1.5, 1.5);
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                sb.append(c < 127 ? String.valueOf(c) : "<" + Integer.toHexString(c) + ">");
            }
            System.out.println(l + ": " + sb);
        }
    }
}
