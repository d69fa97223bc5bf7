import java.text.*;
import java.util.*;

/** java.text: DecimalFormat/NumberFormat (HALF_EVEN on exact values), SimpleDateFormat, DateFormat styles, MessageFormat. */
public class TextFormats {
    public static void main(String[] args) throws Exception {
        numbers();
        dates();
        messages();
    }

    static void numbers() throws Exception {
  double[] vs = {0, 1.005, 0.125, 2.675, 1234567.891, -1234.5, 0.5, 1.5, 2.5, 1e-7, 123456789012.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, 0.045, 99.995};
  String[] ps = {"0.00", "#,##0.00", "#.##", "000.#", "#,##0", "#%", "$#,##0.00;($#,##0.00)", "'x'#"};
  for (String p : ps) { StringBuilder sb = new StringBuilder(p + ":"); DecimalFormat f = new DecimalFormat(p); for (double v : vs) sb.append(" ").append(f.format(v)); System.out.println(sb); }
  NumberFormat n = NumberFormat.getInstance(); StringBuilder sb = new StringBuilder("inst:"); for (double v : vs) sb.append(" ").append(n.format(v)); System.out.println(sb);
  System.out.println(NumberFormat.getIntegerInstance().format(2.5) + " " + NumberFormat.getIntegerInstance().format(3.5) + " " + NumberFormat.getPercentInstance().format(0.256) + " " + NumberFormat.getCurrencyInstance(Locale.US).format(-1234.567) + " " + n.format(1234567L) + " " + n.parse("1,234.5") + " " + n.parse("12") + " " + n.parse("-3abc"));
  try { n.parse("abc"); } catch (ParseException e) { System.out.println(e + " " + e.getErrorOffset()); }
  DecimalFormat d = new DecimalFormat("#,##0.0#"); d.setMinimumFractionDigits(3); System.out.println(d.format(1.23456) + " " + d.toPattern() + " " + new DecimalFormat("0.00").toPattern());
    }

    static void dates() throws Exception {
  TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
  Date d = new Date(1704449730123L);
  String[] ps = {"yyyy-MM-dd HH:mm:ss", "dd/MM/yy", "EEE, d MMM yyyy HH:mm:ss Z", "EEEE MMMM d y G", "h:mm a", "hh 'o''clock' a, zzzz", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "D u k K S SSSS", "z X XX"};
  for (String p : ps) System.out.println(p + " -> " + new SimpleDateFormat(p).format(d));
  SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm");
  System.out.println(f.parse("2024-02-30 25:61").getTime() + " " + f.parse("2024-01-05 10:15") + " " + new SimpleDateFormat("dd MMM yyyy").parse("05 Jan 2024") + " " + new SimpleDateFormat("yyyyMMdd").parse("20240105").getTime() + " " + new SimpleDateFormat("h:mm a").parse("9:05 PM").getTime());
  try { f.parse("nope"); } catch (ParseException e) { System.out.println(e.getMessage() + " " + e.getErrorOffset()); }
  f.setTimeZone(TimeZone.getTimeZone("GMT+02:00")); System.out.println(f.format(d) + " " + f.parse("2024-01-05 12:15").getTime());
  System.out.println(DateFormat.getDateInstance().format(d) + " | " + DateFormat.getDateInstance(DateFormat.SHORT).format(d) + " | " + DateFormat.getDateInstance(DateFormat.LONG).format(d) + " | " + DateFormat.getDateInstance(DateFormat.FULL).format(d) + " | " + DateFormat.getTimeInstance().format(d) + " | " + DateFormat.getDateTimeInstance().format(d) + " | " + DateFormat.getInstance().format(d));
  System.out.println(new SimpleDateFormat("yyyy-MM-dd").toPattern() + " " + new SimpleDateFormat("yyyy-MM-dd").parse("2024-1-5 trailing"));
    }

    static void messages() throws Exception {
  TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
  Date d = new Date(1704449730123L);
  System.out.println(MessageFormat.format("{0} has {1} items costing {2,number,#.##} at {3,number,percent}; {1,number,integer} '{'quoted'}' it''s {4} {5}", "Ann", 1234567, 3.14159, 0.25, null, d));
  System.out.println(MessageFormat.format("{0,date} | {0,time} | {0,date,short} | {0,date,yyyy} | {1,number,currency} | {2} | {0,time,full}", d, -5.5, 1.5));
  System.out.println(new MessageFormat("x {0} y").format(new Object[]{"z"}) + " " + new MessageFormat("a{0}b").toPattern());
  try { MessageFormat.format("{x}", 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
  try { MessageFormat.format("{0,foo}", 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
  try { MessageFormat.format("{0", 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
