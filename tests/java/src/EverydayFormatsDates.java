import java.io.*;
import java.text.*;
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

/**
 * Library classes that everyday programs reach for: StreamTokenizer, ChoiceFormat
 * and MessageFormat choices, scientific DecimalFormat, Properties.store, IsoFields
 * and the ISO week and ordinal date formatters.
 */
public class EverydayFormatsDates {
    public static void main(String[] args) throws Exception {
        System.out.println("== StokProbe");
        StokProbe.main(args);
        System.out.println("== ChoiceProbe");
        ChoiceProbe.main(args);
        System.out.println("== SciProbe");
        SciProbe.main(args);
        System.out.println("== SciTie");
        SciTie.main(args);
        System.out.println("== PropsProbe");
        PropsProbe.main(args);
        System.out.println("== IsoProbe");
        IsoProbe.main(args);
        System.out.println("== WeekFmtProbe");
        WeekFmtProbe.main(args);
    }

    static class StokProbe {
        static void dump(StreamTokenizer st) throws IOException {
            StringBuilder sb = new StringBuilder();
            while (st.nextToken() != StreamTokenizer.TT_EOF) sb.append(st).append(" | ");
            System.out.println(sb + "end " + st + " " + st.lineno());
        }
        public static void main(String[] a) throws IOException {
            String src = "int x = -42.5e3 + y_1; // c\n/* block\n comment */ s = \"a\\tb\\101\\n\" 'q' - -.5 . 3.14.15 ÿ é\u4e2d\r\nend/ x\n";
            dump(new StreamTokenizer(new StringReader(src)));
            StreamTokenizer st = new StreamTokenizer(new StringReader(src));
            st.slashSlashComments(true); st.slashStarComments(true); st.eolIsSignificant(true); st.lowerCaseMode(true); st.ordinaryChar('/');
            dump(st);
            st = new StreamTokenizer(new StringReader("a-b c_d 12x"));
            st.resetSyntax(); st.wordChars('a', 'z'); st.whitespaceChars(' ', ' '); st.ordinaryChar('-');
            dump(st);
            st = new StreamTokenizer(new StringReader("3 4\n5"));
            st.nextToken(); st.pushBack(); st.nextToken(); System.out.println(st.nval + " " + st.ttype + " " + new StreamTokenizer(new StringReader("")));
            st = new StreamTokenizer(new StringReader("1 22 333 -4\n100000000000 0.1"));
            long sum = 0; while (st.nextToken() == StreamTokenizer.TT_NUMBER) sum += (long) st.nval;
            System.out.println(sum + " " + st.nval);
            st = new StreamTokenizer(new StringReader("\"unterminated\nnext 'x"));
            dump(st);
        }
    }

    static class ChoiceProbe {
        public static void main(String[] a) throws Exception {
            ChoiceFormat cf = new ChoiceFormat("-1#is negative| 0#is zero or fraction | 1#is one |1.0<is 1+ |2#is two |2<is more than 2.");
            for (double d : new double[]{Double.NaN, -5, -1, 0, 0.5, 1, 1.5, 2, 2.1, 1e9, Double.POSITIVE_INFINITY}) System.out.println(d + " " + cf.format(d));
            System.out.println(cf.toPattern());
            System.out.println(Arrays.toString(cf.getLimits()) + " " + Arrays.toString(cf.getFormats()));
            ChoiceFormat f2 = new ChoiceFormat(new double[]{0, 1, ChoiceFormat.nextDouble(1)}, new String[]{"no files", "one file", "many files"});
            for (int i = 0; i < 4; i++) System.out.print(f2.format(i) + "; ");
            System.out.println(f2.toPattern() + " " + f2.parse("one file", new ParsePosition(0)) + " " + f2.parse("zzz", new ParsePosition(0)));
            System.out.println(new ChoiceFormat("0#'#'zero|1#it''s one|2<'|'more").toPattern() + " / " + new ChoiceFormat("0#'#'zero|1#it''s one|2<'|'more").format(5));
            System.out.println(new ChoiceFormat("-\u221e<neg|0#zero|\u221e#inf").format(Double.POSITIVE_INFINITY) + " " + new ChoiceFormat("-\u221e<neg|0#zero|\u221e#inf").toPattern());
            MessageFormat mf = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} on {1}.");
            for (int n : new int[]{0, 1, 2, 1234}) System.out.println(mf.format(new Object[]{n, "disk"}));
            System.out.println(MessageFormat.format("{0,choice,0#none|1#one|1<many ({0,number,integer})}", 5) + " " + MessageFormat.format("{1} {0,choice,0#zero|0<''{1}''}", 3, "x"));
            System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + ChoiceFormat.nextDouble(1.0, false));
            try { new ChoiceFormat("abc#x"); } catch (IllegalArgumentException e) { System.out.println("IAE"); }
        }
    }

    static class SciProbe {
        public static void main(String[] a) {
            String[] pats = {"0.###E0", "00.###E0", "##0.#####E0", "##0.##E0", "0.000E00", "0E0", "#.##E0", "0.0E0", "###.##E0", ".00E0", "0.##E0 'x'"};
            double[] vals = {0, 1, 123456, 12345, 0.00123, -98765.4321, 1e-10, 2.5, 3.5, 1234567, 999999, 0.5, 12.345, 1e300, 7};
            for (String p : pats) {
                StringBuilder sb = new StringBuilder(p + ":");
                DecimalFormat df = new DecimalFormat(p);
                for (double v : vals) sb.append(' ').append(df.format(v));
                sb.append(" | ").append(df.format(123456789L)).append(' ').append(df.format(-5L));
                System.out.println(sb);
            }
            for (String p : new String[]{"0.###E0", "00.##E00", "##0.#####E0", "#.##E0", ".00E0", "0E0", "0.0E0 'x'", "###.##E0"})
                System.out.println(p + " -> " + new DecimalFormat(p).toPattern());
        }
    }

    static class SciTie {
        public static void main(String[] a) {
            String[] pats = {"0.###E0", "0E0", "0.0E0", "00.##E0", "##0.##E0"};
            double[] vals = {12345, 12355, 12365, 1.2345, 123.45, 25, 250, 0.25, 4.5, 1.25, 1.35, 2.5, 45, 4500, 0.125, 0.375, 1234.5, 12.5};
            for (String p : pats) {
                StringBuilder sb = new StringBuilder(p + ":");
                DecimalFormat df = new DecimalFormat(p);
                for (double v : vals) sb.append(' ').append(df.format(v));
                sb.append(" |"); for (double v : vals) if (v == Math.rint(v)) sb.append(' ').append(df.format((long) v));
                System.out.println(sb);
            }
        }
    }

    static class PropsProbe {
        public static void main(String[] a) throws Exception {
            Properties p = new Properties();
            p.setProperty("key with space", " leading and trailing ");
            p.setProperty("colon:eq=hash#bang!", "tab\tnl\ncr\rff\fback\\slash");
            p.setProperty("uni", "caf\u00e9 \u4e2d");
            p.setProperty("a", "1");
            StringWriter sw = new StringWriter();
            p.store(sw, "multi\nline\r\n#kept\u4e2d");
            String[] lines = sw.toString().split("\n");
            System.out.println(lines[0] + "|" + lines[1] + "|" + lines[2] + "|" + lines[3].startsWith("#"));
            List<String> rest = new ArrayList<>(Arrays.asList(lines).subList(4, lines.length)); Collections.sort(rest);
            System.out.println(rest);
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            p.store(bos, null);
            String[] l2 = bos.toString("ISO-8859-1").split("\n");
            List<String> r2 = new ArrayList<>(Arrays.asList(l2).subList(1, l2.length)); Collections.sort(r2);
            System.out.println(r2);
            Properties back = new Properties(); back.load(new ByteArrayInputStream(bos.toByteArray()));
            System.out.println(back.equals(p));
        }
    }

    static class IsoProbe {
        public static void main(String[] a) {
            for (String s : new String[]{"2024-01-01", "2021-01-03", "2020-12-31", "2026-12-31", "2027-01-01", "2015-12-31", "2016-01-03", "2024-03-31", "2024-06-30", "2023-02-15", "2009-12-31", "2010-01-03"}) {
                LocalDate d = LocalDate.parse(s);
                System.out.println(s + " W" + d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " Y" + d.get(IsoFields.WEEK_BASED_YEAR) + " Q" + d.get(IsoFields.QUARTER_OF_YEAR) + " D" + d.get(IsoFields.DAY_OF_QUARTER)
                    + " " + d.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + d.range(IsoFields.DAY_OF_QUARTER) + " " + d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 10) + " " + d.with(IsoFields.QUARTER_OF_YEAR, 4)
                    + " " + d.with(IsoFields.DAY_OF_QUARTER, 1) + " " + d.with(IsoFields.WEEK_BASED_YEAR, 2020) + " " + d.plus(1, IsoFields.QUARTER_YEARS) + " " + d.plus(2, IsoFields.WEEK_BASED_YEARS));
            }
            System.out.println(IsoFields.WEEK_OF_WEEK_BASED_YEAR + " " + IsoFields.QUARTER_YEARS + " " + IsoFields.DAY_OF_QUARTER.range() + " " + IsoFields.WEEK_BASED_YEAR.getBaseUnit() + " " + IsoFields.QUARTER_OF_YEAR.getRangeUnit()
                + " " + IsoFields.QUARTER_YEARS.between(LocalDate.of(2020, 1, 15), LocalDate.of(2021, 8, 1)) + " " + LocalDate.of(2020, 1, 15).until(LocalDate.of(2024, 1, 1), IsoFields.WEEK_BASED_YEARS)
                + " " + LocalDate.of(2024, 5, 5).isSupported(IsoFields.QUARTER_OF_YEAR) + " " + LocalTime.NOON.isSupported(IsoFields.QUARTER_OF_YEAR) + " " + LocalDateTime.of(2024, 5, 5, 1, 2).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            try { LocalDate.of(2024, 1, 1).with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 53); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
            try { LocalTime.NOON.get(IsoFields.QUARTER_OF_YEAR); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        }
    }

    static class WeekFmtProbe {
        public static void main(String[] a) {
            for (String s : new String[]{"2024-01-01", "2021-01-03", "2020-12-31", "2027-01-01", "2010-01-03"}) {
                LocalDate d = LocalDate.parse(s);
                String w = d.format(DateTimeFormatter.ISO_WEEK_DATE);
                System.out.println(s + " " + w + " " + LocalDate.parse(w, DateTimeFormatter.ISO_WEEK_DATE) + " " + d.format(DateTimeFormatter.ISO_ORDINAL_DATE) + " " + LocalDate.parse(d.format(DateTimeFormatter.ISO_ORDINAL_DATE), DateTimeFormatter.ISO_ORDINAL_DATE));
            }
            System.out.println(OffsetDateTime.of(2024, 3, 1, 0, 0, 0, 0, ZoneOffset.ofHours(2)).format(DateTimeFormatter.ISO_WEEK_DATE) + " " + ZonedDateTime.of(2024, 3, 1, 0, 0, 0, 0, ZoneOffset.UTC).format(DateTimeFormatter.ISO_ORDINAL_DATE));
            try { LocalDate.parse("2024-W60-1", DateTimeFormatter.ISO_WEEK_DATE); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
            try { LocalDate.parse("2024-W9-1", DateTimeFormatter.ISO_WEEK_DATE); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        }
    }
}
