// java.text as report generators and student projects use it, in US English:
// MessageFormat with choice and number sub-formats, its formats, patterns and
// parsing, ChoiceFormat, SimpleDateFormat patterns in a fixed time zone with
// strict parsing, NumberFormat instances and Locale display names.
import java.text.*;
import java.util.*;

public class EverydayText3 {
    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale.setDefault(Locale.US);
        // MessageFormat
        MessageFormat files = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} on {1}.");
        for (int n : new int[] {0, 1, 2, 1234}) System.out.println(files.format(new Object[] {n, "disk A"}));
        System.out.println(MessageFormat.format("{0} + {1} = {2,number,#.##} ({3,number,percent}) {4,number,currency}", 1, 2.5, 3.14159, 0.256, 1234.5));
        System.out.println(MessageFormat.format("'{0}' is quoted, '' is a quote, {0} is not, {1}", "X", null));
        System.out.println(MessageFormat.format("Date {0,date,short} / {0,date,medium} / {0,date,long} / {0,time,short} / {0,date,yyyy-MM-dd HH:mm}", new Date(1700000000000L)));
        System.out.println(MessageFormat.format("{0,number,#,##0.00} {0,number,0.###E0} {1} {2}", 1234567.891, 1234567, new BigDecimalHolder()));
        MessageFormat mf = new MessageFormat("{1} loves {0} {1}");
        System.out.println(mf.toPattern() + " " + mf.getFormats().length + " " + Arrays.toString(mf.parse("Bob loves Alice Bob")) + " " + mf.format(new Object[] {"A", "B"}));
        MessageFormat mfp = new MessageFormat("x={0,number} y={1}");
        System.out.println(Arrays.toString(mfp.parse("x=3.5 y=hello")) + " " + mfp.toPattern());
        try { new MessageFormat("{0"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { new MessageFormat("{x}"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { new MessageFormat("{0,nonsense}"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { mfp.parse("nothing"); } catch (ParseException e) { System.out.println("PE " + e.getMessage() + " " + e.getErrorOffset()); }
        try { new MessageFormat("{ 0 }"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        for (String p : List.of("x={0,number} y={1}", "{0,number,#.##} {1,number,integer} {2,number,percent} {3,number,currency}", "{0,date} {0,date,short} {0,time,long} {0,date,yyyy-MM} {0,time} {0,time,medium}", "It''s '{0}' {0,choice,0#none|1#one|1<{0} many}", "a'b{c}'d", "a'}'b"))
            System.out.println(p + " => " + new MessageFormat(p).toPattern() + " " + Arrays.toString(Arrays.stream(new MessageFormat(p).getFormats()).map(f -> f == null ? "null" : f.getClass().getSimpleName()).toArray()) + " " + new MessageFormat(p).getFormatsByArgumentIndex().length);
        MessageFormat three = new MessageFormat("x={0,number} y={1} z={2,number,integer}");
        System.out.println(Arrays.toString(three.parse("x=3.5 y=hello z=7")) + " " + Arrays.toString(three.parse("x=-2 y= z=7.9")));
        ParsePosition mpp = new ParsePosition(0);
        System.out.println(three.parse("x=abc", mpp) + " " + mpp.getErrorIndex() + " " + mpp.getIndex() + " " + Arrays.toString(new MessageFormat("{0}-{1}").parse("a-b-c")) + " " + Arrays.toString(new MessageFormat("[{0}]").parse("[zz]")) + " " + Arrays.toString(new MessageFormat("{1},{0}").parse("p,q")) + " " + Arrays.toString(new MessageFormat("{0} end").parse("x en", new ParsePosition(0))) + " " + Arrays.toString((Object[]) new MessageFormat("{0}").parseObject("whole")));
        MessageFormat set = new MessageFormat("{0} and {1}");
        MessageFormat before = (MessageFormat) set.clone();
        set.setFormat(1, new DecimalFormat("0.0"));
        set.setFormatByArgumentIndex(0, new SimpleDateFormat("yy"));
        System.out.println(set.toPattern() + " " + set.format(new Object[] {new Date(0), 2}) + " " + before.toPattern() + " " + before.format(new Object[] {new Date(0), 2}) + " " + before.equals(new MessageFormat("{0} and {1}")) + " " + set.equals(before) + " " + (new MessageFormat("ab{0}cd").hashCode() == "abcd".hashCode()) + " " + set.getLocale());

        // ChoiceFormat
        ChoiceFormat grade = new ChoiceFormat(new double[] {0, 60, 70, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        StringBuilder sb = new StringBuilder();
        for (double score : new double[] {-5, 0, 59.9, 60, 75, 89.99, 90, 100, Double.NaN}) sb.append(grade.format(score)).append(' ');
        System.out.println(sb + grade.toPattern());
        ChoiceFormat cf = new ChoiceFormat("-1#neg|0#zero|0<pos|1#one or more");
        System.out.println(cf.format(-3) + " " + cf.format(0) + " " + cf.format(0.5) + " " + cf.format(1) + " " + cf.format(9) + " " + cf.toPattern() + " " + Arrays.toString(cf.getLimits()) + " " + cf.parse("zero", new ParsePosition(0)));
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + new ChoiceFormat("1#a|2≤b").toPattern());

        // SimpleDateFormat
        Date d = new Date(1700000000123L);
        for (String p : List.of("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "EEE, d MMM yyyy HH:mm:ss z", "EEEE MMMM dd, yy", "h:mm a", "K:mm a, zzzz", "D 'day of year', w 'week', F, u", "yyyyy.MMMMM.dd GGG hh:mm aaa", "''yy'' MM/dd", "X XX XXX", "k H", "L LLL LLLL"))
            System.out.println(p + " -> " + new SimpleDateFormat(p).format(d));
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd HH:mm");
        System.out.println(iso.parse("2024-02-29 13:45").getTime() + " " + iso.toPattern() + " " + iso.format(iso.parse("2023-13-45 25:61")));
        iso.setLenient(false);
        try { iso.parse("2023-02-30 10:00"); } catch (ParseException e) { System.out.println("PE " + e.getMessage() + " " + e.getErrorOffset()); }
        try { new SimpleDateFormat("yyyy-MM-dd").parse("not a date"); } catch (ParseException e) { System.out.println("PE " + e.getMessage() + " " + e.getErrorOffset()); }
        try { new SimpleDateFormat("qqq"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        DateFormat df = DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.FULL);
        System.out.println(df.format(d) + " | " + DateFormat.getDateInstance(DateFormat.SHORT).format(d) + " | " + DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.SHORT).format(d) + " | " + DateFormat.getTimeInstance(DateFormat.MEDIUM).format(d));
        SimpleDateFormat strictH = new SimpleDateFormat("hh:mm a");
        strictH.setLenient(false);
        for (String t : List.of("12:30 PM", "13:30 PM", "00:10 AM")) {
            ParsePosition hp = new ParsePosition(0);
            System.out.println(t + " " + (strictH.parse(t, hp) != null) + " " + hp.getErrorIndex() + " " + hp.getIndex());
        }
        for (String t : List.of("2023-13-01 10:00", "2023-01-01 25:00", "0000-01-01 10:00", "2024-02-29 23:59")) {
            ParsePosition ip = new ParsePosition(0);
            Date got = iso.parse(t, ip);
            System.out.println(t + " " + (got == null ? "null" : iso.format(got)) + " " + ip.getErrorIndex() + " " + ip.getIndex());
        }

        // NumberFormat
        double[] vals = {0, 1234.5, -1234.567, 0.125, 1e7, 0.005};
        for (Locale loc : List.of(Locale.US, Locale.UK, new Locale("en", "IN"))) {
            StringBuilder line = new StringBuilder(loc.toString()).append(':');
            NumberFormat num = NumberFormat.getNumberInstance(loc), cur = NumberFormat.getCurrencyInstance(loc), pct = NumberFormat.getPercentInstance(loc), in = NumberFormat.getIntegerInstance(loc);
            for (double v : vals) line.append(" [").append(num.format(v)).append('|').append(cur.format(v)).append('|').append(pct.format(v)).append('|').append(in.format(v)).append(']');
            System.out.println(line.toString().replace('\u00a0', '_').replace('\u202f', '~'));
        }
        NumberFormat us = NumberFormat.getInstance(Locale.US);
        us.setMinimumFractionDigits(2);
        us.setMaximumFractionDigits(4);
        us.setGroupingUsed(false);
        System.out.println(us.format(1234.5) + " " + us.format(3.14159265) + " " + us.parse("1,234.5xyz") + " " + NumberFormat.getInstance(Locale.GERMANY).parse("1.234,5") + " " + us.getMaximumIntegerDigits() + " " + us.isParseIntegerOnly() + " " + NumberFormat.getIntegerInstance().isParseIntegerOnly() + " " + NumberFormat.getIntegerInstance().parse("12.7") + " " + NumberFormat.getIntegerInstance().getRoundingMode());
        NumberFormat half = NumberFormat.getInstance(Locale.US);
        half.setMaximumFractionDigits(0);
        System.out.println(half.format(0.5) + " " + half.format(1.5) + " " + half.format(2.5) + " " + half.format(-2.5) + " " + NumberFormat.getIntegerInstance().format(2.5) + " " + NumberFormat.getIntegerInstance().format(3.5));
        for (NumberFormat.Style st : NumberFormat.Style.values()) {
            NumberFormat c = NumberFormat.getCompactNumberInstance(Locale.US, st);
            StringBuilder line = new StringBuilder(st.toString());
            for (long v : new long[] {0, 999, 1000, 1499, 1500, 12345, 999999, 1000000, 2500000, 1234567890L, -4200, 1000000000000L}) line.append(' ').append(c.format(v));
            System.out.println(line);
        }
        NumberFormat c2 = NumberFormat.getCompactNumberInstance();
        c2.setMaximumFractionDigits(1);
        System.out.println(c2.format(1234) + " " + c2.format(15_500_000) + " " + c2.format(999.96) + " " + c2.format(-0.0) + " " + c2.format(Double.NaN) + " " + c2.format(new java.math.BigInteger("1250")) + " " + c2.getMaximumFractionDigits() + " " + c2.isGroupingUsed() + " " + c2.parse("2.5M") + " " + NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.LONG).parse("3 billion") + " " + c2.parse("12 apples"));
        DecimalFormat dfm = new DecimalFormat("#,##0.00;(#,##0.00)");
        System.out.println(dfm.format(-1234.5) + " " + dfm.format(0.004) + " " + new DecimalFormat("000.#").format(5.25) + " " + new DecimalFormat("#.##%").format(0.12345) + " " + new DecimalFormat("\u00a4#,##0.00").format(12.3) + " " + new DecimalFormat("0.00E00").format(0.000123) + " " + new DecimalFormat("##0.###E0").format(123456) + " " + new DecimalFormat("#").format(-0.4) + " " + dfm.toPattern() + " " + new DecimalFormat("'#'0").format(7));
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.FRANCE);
        System.out.println((int) sym.getGroupingSeparator() + " " + sym.getDecimalSeparator() + " " + sym.getMinusSign() + " " + sym.getPercent() + " " + sym.getInfinity() + " " + sym.getNaN() + " " + sym.getCurrencySymbol() + " " + sym.getExponentSeparator() + " " + DecimalFormatSymbols.getInstance(Locale.US).getPerMill());

        // Locale display names
        for (Locale loc : List.of(Locale.US, Locale.FRANCE, Locale.GERMANY, Locale.JAPAN, new Locale("pt", "BR"), new Locale("zh", "TW"), Locale.forLanguageTag("sr-Latn-RS"), new Locale("xx", "YY")))
            System.out.println(loc + " | " + loc.getDisplayName() + " | " + loc.getDisplayLanguage() + " | " + loc.getDisplayCountry() + " | " + loc.toLanguageTag() + " | " + iso3(loc));
        System.out.println(Locale.CHINA.getDisplayName(Locale.ENGLISH) + " " + Locale.ROOT.getDisplayName().isEmpty() + " " + Locale.CANADA_FRENCH.getDisplayName() + " " + new Locale("", "DE").getDisplayName() + " " + Locale.UK.getDisplayCountry() + " " + new Locale("es", "MX").getDisplayName() + " " + Locale.ROOT.getISO3Language().isEmpty());
        Currency eur = Currency.getInstance("EUR"), jpy = Currency.getInstance(Locale.JAPAN);
        System.out.println(eur.getSymbol(Locale.FRANCE) + " " + eur.getSymbol(Locale.US) + " " + eur.getDisplayName() + " " + eur.getDefaultFractionDigits() + " " + jpy + " " + jpy.getDefaultFractionDigits() + " " + jpy.getSymbol(Locale.JAPAN) + " " + jpy.getSymbol() + " " + eur.getNumericCode() + " " + Currency.getInstance("GBP").getDisplayName());
        for (String code : List.of("XYZ1", "XYZ", "usd", ""))
            try { Currency.getInstance(code); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        symbolsAndIterators();
        localeExtras();
        for (String t : List.of("zh-Hant", "zh-hans-CN", "sr-latn", "EN-us", "en-US-POSIX")) {
            Locale l = Locale.forLanguageTag(t);
            System.out.println(t + " | " + l + " | " + l.getScript() + " | " + l.getCountry() + " | " + l.getVariant() + " | " + l.toLanguageTag() + " | " + l.getDisplayName() + " | " + l.getDisplayScript() + " | " + l.equals(new Locale(l.getLanguage(), l.getCountry(), l.getVariant())));
        }
    }

    static void symbolsAndIterators() {
        DateFormatSymbols s = new DateFormatSymbols(Locale.US);
        System.out.println(s.getLocalPatternChars() + " " + Arrays.toString(s.getShortMonths()) + " " + Arrays.toString(s.getWeekdays()) + " " + Arrays.toString(s.getMonths()) + " " + Arrays.toString(s.getShortWeekdays()) + " " + Arrays.toString(s.getAmPmStrings()) + " " + Arrays.toString(s.getEras()) + " " + s.equals(DateFormatSymbols.getInstance(Locale.US)) + " " + (s.getMonths() == s.getMonths()));
        s.setMonths(new String[] {"Jan!", "Feb!", "Mar!", "Apr!", "May!", "Jun!", "Jul!", "Aug!", "Sep!", "Oct!", "Nov!", "Dec!", ""});
        s.setShortWeekdays(new String[] {"", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"});
        s.setAmPmStrings(new String[] {"am", "pm"});
        SimpleDateFormat f = new SimpleDateFormat("MMMM MMM EEE EEEE a G", s);
        System.out.println(f.format(new Date(1700000000000L)) + " " + f.getDateFormatSymbols().getMonths()[0] + " " + new SimpleDateFormat().getDateFormatSymbols().getMonths()[0] + " " + s.equals(DateFormatSymbols.getInstance()) + " " + ((DateFormatSymbols) s.clone()).equals(s));
        f.setDateFormatSymbols(DateFormatSymbols.getInstance());
        System.out.println(f.format(new Date(1700000000000L)));

        CharacterIterator it = new StringCharacterIterator("abc");
        StringBuilder sb = new StringBuilder();
        for (char c = it.first(); c != CharacterIterator.DONE; c = it.next()) sb.append(c).append(it.getIndex());
        System.out.println(sb + " " + it.getEndIndex() + " " + (int) it.current() + " " + it.getIndex() + " " + it.last() + it.previous() + it.previous() + (int) it.previous() + it.getIndex());
        StringCharacterIterator e = new StringCharacterIterator("");
        System.out.println((int) e.first() + " " + (int) e.last() + " " + e.getIndex() + " " + (int) e.next() + " " + (int) e.previous() + " " + e.equals(new StringCharacterIterator("")) + " " + (e.hashCode() == new StringCharacterIterator("").hashCode()));
        StringCharacterIterator r = new StringCharacterIterator("hello world", 2, 7, 4);
        System.out.println(r.current() + " " + r.first() + r.last() + r.next() + " " + r.getIndex() + " " + (int) r.setIndex(7) + " " + ((StringCharacterIterator) r.clone()).getIndex() + " " + r.hashCode());
        for (int[] bad : new int[][] {{-1, 3, 0}, {2, 1, 1}, {0, 3, 5}, {0, 20, 0}})
            try { new StringCharacterIterator("abcdef", bad[0], bad[1], bad[2]); } catch (RuntimeException x) { System.out.println(x); }
        try { r.setIndex(8); } catch (RuntimeException x) { System.out.println(x); }
        String word = "racecar";
        StringCharacterIterator fw = new StringCharacterIterator(word), bw = new StringCharacterIterator(word);
        bw.last();
        boolean palindrome = true;
        for (char x = fw.first(); x != CharacterIterator.DONE; x = fw.next(), bw.previous()) if (x != bw.current()) palindrome = false;
        System.out.println(palindrome);
    }

    static void localeExtras() {
        String[] countries = Locale.getISOCountries(), languages = Locale.getISOLanguages();
        System.out.println(countries.length + " " + countries[0] + " " + countries[countries.length - 1] + " " + String.join("", countries).hashCode() + " " + languages.length + " " + String.join("", languages).hashCode() + " " + (countries == Locale.getISOCountries()) + " " + Arrays.asList(languages).contains("iw"));
        String[][] ops = {{"lang", "fr"}, {"lang", "FRA"}, {"lang", "f"}, {"lang", "abcdefghi"}, {"lang", "1a"}, {"region", "ca"}, {"region", "419"}, {"region", "CAN"}, {"script", "latn"}, {"script", "Lat"}, {"variant", "POSIX"}, {"variant", "1996"}, {"variant", "abc"}, {"variant", "polyton-1996"}, {"tag", "de-CH-1996"}, {"tag", "bad tag"}, {"lang", ""}, {"lang", null}};
        for (String[] op : ops) {
            try {
                Locale.Builder b = new Locale.Builder();
                switch (op[0]) {
                    case "lang": b.setLanguage(op[1]); break;
                    case "region": b.setRegion(op[1]); break;
                    case "script": b.setScript(op[1]); break;
                    case "variant": b.setVariant(op[1]); break;
                    default: b.setLanguageTag(op[1]);
                }
                Locale l = b.build();
                System.out.println(op[0] + " " + op[1] + " -> " + l + " [" + l.getLanguage() + "|" + l.getScript() + "|" + l.getCountry() + "|" + l.getVariant() + "] " + l.toLanguageTag());
            } catch (IllformedLocaleException e) {
                System.out.println(op[0] + " " + op[1] + " ! " + e.getMessage() + " " + e.getErrorIndex());
            }
        }
        System.out.println(new Locale.Builder().setLocale(Locale.CANADA_FRENCH).setScript("Latn").build() + " " + new Locale.Builder().setLanguage("en").setRegion("US").clear().build().equals(Locale.ROOT) + " " + new Locale.Builder().setLanguage("EN").setRegion("gb").build().equals(Locale.UK));
        Locale tr = new Locale("tr", "TR"), az = new Locale("az");
        String s = "I\u0130i\u0131 TITLE title \u0130\u0307 I\u0307 i\u0307 D\u0130YARBAKIR istanbul \u03a3\u0391\u03a3";
        System.out.println(s.toUpperCase(tr) + " | " + s.toLowerCase(tr) + " | " + s.toUpperCase(az) + " | " + s.toLowerCase(az) + " | " + s.toLowerCase(Locale.ENGLISH) + " | " + s.toUpperCase(Locale.ROOT) + " | " + s.toLowerCase(tr).length() + " " + "QUIT".toLowerCase(tr).equals("quit") + " " + "quit".toUpperCase(tr).equals("QUIT") + " " + "title".toUpperCase(Locale.ROOT));
    }

    static String iso3(Locale loc) {
        try {
            return loc.getISO3Language() + " " + loc.getISO3Country();
        } catch (MissingResourceException e) {
            return e.getMessage() + " " + e.getClassName() + " " + e.getKey();
        }
    }

    static class BigDecimalHolder {
        public String toString() { return "holder"; }
    }
}
