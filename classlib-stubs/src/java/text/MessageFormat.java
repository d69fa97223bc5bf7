package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;

/**
 * {n}, {n,number[,integer|percent|currency|pattern]} and {n,date|time[,short|medium|long|full|pattern]}
 * arguments with the quoting rules of the JDK ('' is a quote, '...' is literal).
 * {n,choice,pattern} picks a ChoiceFormat's text; a text holding '{' is itself
 * formatted as a MessageFormat with the same arguments, as the JDK does.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private String pattern;
    private Object[] parts;   // String literals and Arg

    private static final class Arg {
        int index;
        String type;
        String style;
    }

    public MessageFormat(String pattern) {
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this(pattern);
    }

    public void applyPattern(String pattern) {
        ArrayList<Object> l = new ArrayList<Object>();
        StringBuilder lit = new StringBuilder();
        boolean quoted = false;
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i += 2;
                    continue;
                }
                quoted = !quoted;
                i++;
                continue;
            }
            if (c == '{' && !quoted) {
                int depth = 1;
                int j = i + 1;
                StringBuilder body = new StringBuilder();
                boolean q = false;
                while (j < pattern.length()) {
                    char d = pattern.charAt(j);
                    if (d == '\'') {
                        q = !q;
                    } else if (!q && d == '{') {
                        depth++;
                    } else if (!q && d == '}') {
                        if (--depth == 0) {
                            break;
                        }
                    }
                    body.append(d);
                    j++;
                }
                if (j >= pattern.length()) {
                    throw new IllegalArgumentException("Unmatched braces in the pattern.");
                }
                String[] seg = body.toString().split(",", 3);
                Arg a = new Arg();
                try {
                    a.index = Integer.parseInt(seg[0].trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("can't parse argument number: " + seg[0]);
                }
                if (a.index < 0) {
                    throw new IllegalArgumentException("negative argument number: " + a.index);
                }
                a.type = seg.length > 1 ? seg[1].trim() : "";
                a.style = seg.length > 2 ? seg[2].trim() : "";
                if (!a.type.isEmpty() && !a.type.equals("number") && !a.type.equals("date") && !a.type.equals("time")
                        && !a.type.equals("choice")) {
                    throw new IllegalArgumentException("unknown format type: " + a.type);
                }
                l.add(lit.toString());
                lit.setLength(0);
                l.add(a);
                i = j + 1;
                continue;
            }
            lit.append(c);
            i++;
        }
        l.add(lit.toString());
        this.pattern = pattern;
        this.parts = l.toArray();
    }

    public String toPattern() {
        return pattern;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        for (Object p : parts) {
            if (p instanceof String) {
                result.append((String) p);
                continue;
            }
            Arg a = (Arg) p;
            if (arguments == null || a.index >= arguments.length) {
                result.append('{').append(a.index).append('}');
                continue;
            }
            Object v = arguments[a.index];
            if (v == null) {
                result.append("null");
                continue;
            }
            Format f = formatFor(a, v);
            String text = f != null ? f.format(v) : v.toString();
            if (f instanceof ChoiceFormat && text.indexOf('{') >= 0) {
                text = new MessageFormat(text).format(arguments);
            }
            result.append(text);
        }
        return result;
    }

    public StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos) {
        return format((Object[]) obj, toAppendTo, pos);
    }

    private static int style(String s) {
        switch (s) {
            case "short": return DateFormat.SHORT;
            case "long": return DateFormat.LONG;
            case "full": return DateFormat.FULL;
            default: return DateFormat.MEDIUM;
        }
    }

    private static Format formatFor(Arg a, Object v) {
        if (a.type.equals("number")) {
            switch (a.style) {
                case "": return NumberFormat.getInstance();
                case "integer": return NumberFormat.getIntegerInstance();
                case "percent": return NumberFormat.getPercentInstance();
                case "currency": return NumberFormat.getCurrencyInstance();
                default: return new DecimalFormat(a.style);
            }
        }
        if (a.type.equals("choice")) {
            return new ChoiceFormat(a.style);
        }
        if (a.type.equals("date") || a.type.equals("time")) {
            boolean named = a.style.isEmpty() || a.style.equals("short") || a.style.equals("medium")
                    || a.style.equals("long") || a.style.equals("full");
            if (!named) {
                return new SimpleDateFormat(a.style);
            }
            return a.type.equals("date") ? DateFormat.getDateInstance(style(a.style))
                    : DateFormat.getTimeInstance(style(a.style));
        }
        if (v instanceof Number) {
            return NumberFormat.getInstance();
        }
        if (v instanceof Date) {
            return DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT);
        }
        return null;
    }
}
