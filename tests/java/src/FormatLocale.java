import java.util.Locale;

/* The Locale class as far as formatting needs it: constants, the default, names and equality. */
public class FormatLocale {
    static void show(String label, Locale l) {
        System.out.println(label + ": [" + l + "] lang=[" + l.getLanguage() + "] country=[" + l.getCountry()
                + "] variant=[" + l.getVariant() + "] tag=" + l.toLanguageTag());
    }

    public static void main(String[] args) {
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
    }
}
