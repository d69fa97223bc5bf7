package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;

/**
 * {n}, {n,number[,integer|percent|currency|pattern]} and {n,date|time[,short|medium|long|full|pattern]}
 * arguments with the quoting rules of the JDK ('' is a quote, '...' is literal).
 * {n,choice,pattern} picks a ChoiceFormat's text; a text holding '{' is itself
 * formatted as a MessageFormat with the same arguments, as the JDK does.
 * Each typed argument's Format is made when the pattern is applied, in the
 * format's locale; an untyped one is chosen by the argument's class when
 * formatting. parse reads an untyped argument as the text up to the literal
 * that follows it (the rest of the source at the end of the pattern), a typed
 * one through its Format. toPattern writes the pattern afresh as the JDK does:
 * quotes and '{' in literal text quoted, a style keyword kept, medium dates
 * without a style, other formats by their own patterns.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private Object[] parts;   // String literals and Arg
    private Locale locale;

    private static final class Arg {
        int index;
        String type;
        String style;
        Format format;    // null for an untyped argument
        String spec;      // ",type,style" as toPattern writes it
    }

    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
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
                    a.index = Integer.parseInt(seg[0]);
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
                a.format = a.type.isEmpty() ? null : formatFor(a, null, locale);
                a.spec = specOf(a);
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
        this.parts = l.toArray();
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (p instanceof Arg) {
                Arg a = (Arg) p;
                sb.append('{').append(a.index).append(a.spec).append('}');
                continue;
            }
            String lit = (String) p;
            for (int i = 0; i < lit.length(); i++) {
                char c = lit.charAt(i);
                if (c == '\'') {
                    sb.append("''");
                } else if (c == '{') {
                    sb.append("'{'");
                } else {
                    sb.append(c);
                }
            }
        }
        return sb.toString();
    }

    private static String specOf(Arg a) {
        switch (a.type) {
            case "":
                return "";
            case "number":
                if (a.style.isEmpty() || a.style.equals("integer") || a.style.equals("percent") || a.style.equals("currency")) {
                    return a.style.isEmpty() ? ",number" : ",number," + a.style;
                }
                return specOf(a.format);
            case "choice":
                return specOf(a.format);
            default:
                if (a.style.isEmpty() || a.style.equals("medium")) {
                    return "," + a.type;
                }
                if (a.style.equals("short") || a.style.equals("long") || a.style.equals("full")) {
                    return "," + a.type + "," + a.style;
                }
                return specOf(a.format);
        }
    }

    /* A format set by hand is written by its own pattern. */
    private static String specOf(Format f) {
        if (f instanceof ChoiceFormat) {
            return ",choice," + ((ChoiceFormat) f).toPattern();
        }
        if (f instanceof DecimalFormat) {
            return ",number," + ((DecimalFormat) f).toPattern();
        }
        if (f instanceof SimpleDateFormat) {
            return ",date," + ((SimpleDateFormat) f).toPattern();
        }
        return "";
    }

    /* A clone's formats are its own: setFormat on it leaves this one alone. */
    public Object clone() {
        MessageFormat m = (MessageFormat) super.clone();
        m.parts = parts.clone();
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] instanceof Arg) {
                Arg from = (Arg) parts[i];
                Arg to = new Arg();
                to.index = from.index;
                to.type = from.type;
                to.style = from.style;
                to.format = from.format == null ? null : (Format) from.format.clone();
                to.spec = from.spec;
                m.parts[i] = to;
            }
        }
        return m;
    }

    public boolean equals(Object o) {
        if (!(o instanceof MessageFormat)) {
            return false;
        }
        MessageFormat m = (MessageFormat) o;
        return toPattern().equals(m.toPattern()) && java.util.Objects.equals(locale, m.locale);
    }

    /* The JDK hashes the literal text alone. */
    public int hashCode() {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (p instanceof String) {
                sb.append((String) p);
            }
        }
        return sb.toString().hashCode();
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
            Format f = a.format != null ? a.format : formatFor(a, v, locale);
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

    private static Format formatFor(Arg a, Object v, Locale locale) {
        if (a.type.equals("number")) {
            switch (a.style) {
                case "": return NumberFormat.getInstance(locale);
                case "integer": return NumberFormat.getIntegerInstance(locale);
                case "percent": return NumberFormat.getPercentInstance(locale);
                case "currency": return NumberFormat.getCurrencyInstance(locale);
                default: return new DecimalFormat(a.style, DecimalFormatSymbols.getInstance(locale));
            }
        }
        if (a.type.equals("choice")) {
            return new ChoiceFormat(a.style);
        }
        if (a.type.equals("date") || a.type.equals("time")) {
            boolean named = a.style.isEmpty() || a.style.equals("short") || a.style.equals("medium")
                    || a.style.equals("long") || a.style.equals("full");
            if (!named) {
                return new SimpleDateFormat(a.style, locale);
            }
            return a.type.equals("date") ? DateFormat.getDateInstance(style(a.style), locale)
                    : DateFormat.getTimeInstance(style(a.style), locale);
        }
        if (v instanceof Number) {
            return NumberFormat.getInstance(locale);
        }
        if (v instanceof Date) {
            return DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale);
        }
        return null;
    }

    /* The typed arguments' formats in the order they appear in the pattern. */
    public Format[] getFormats() {
        ArrayList<Format> l = new ArrayList<Format>();
        for (Object p : parts) {
            if (p instanceof Arg) {
                l.add(((Arg) p).format);
            }
        }
        return l.toArray(new Format[0]);
    }

    /* Indexed by argument number; the last element naming a number wins. */
    public Format[] getFormatsByArgumentIndex() {
        Format[] result = new Format[argumentCount()];
        for (Object p : parts) {
            if (p instanceof Arg) {
                result[((Arg) p).index] = ((Arg) p).format;
            }
        }
        return result;
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        int n = 0;
        for (Object p : parts) {
            if (p instanceof Arg && n++ == formatElementIndex) {
                ((Arg) p).format = newFormat;
                ((Arg) p).spec = specOf(newFormat);
                return;
            }
        }
        throw new ArrayIndexOutOfBoundsException(formatElementIndex);
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (Object p : parts) {
            if (p instanceof Arg && ((Arg) p).index == argumentIndex) {
                ((Arg) p).format = newFormat;
                ((Arg) p).spec = specOf(newFormat);
            }
        }
    }

    private int argumentCount() {
        int n = 0;
        for (Object p : parts) {
            if (p instanceof Arg) {
                n = Math.max(n, ((Arg) p).index + 1);
            }
        }
        return n;
    }

    public Object[] parse(String source, ParsePosition pos) {
        Object[] result = new Object[argumentCount()];
        int at = pos.getIndex();
        for (int k = 0; k < parts.length; k++) {
            if (parts[k] instanceof String) {
                String lit = (String) parts[k];
                if (!source.startsWith(lit, at)) {
                    pos.setErrorIndex(at);
                    return null;
                }
                at += lit.length();
                continue;
            }
            Arg a = (Arg) parts[k];
            if (a.format == null) {
                // parts alternate, so the next part is the literal after this argument
                String next = (String) parts[k + 1];
                int end = next.isEmpty() && k + 2 == parts.length ? source.length() : source.indexOf(next, at);
                if (end < 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                result[a.index] = source.substring(at, end);
                at = end;
                continue;
            }
            ParsePosition sub = new ParsePosition(at);
            Object v = a.format.parseObject(source, sub);
            if (sub.getIndex() == at) {
                pos.setErrorIndex(at);
                return null;
            }
            result[a.index] = v;
            at = sub.getIndex();
        }
        pos.setIndex(at);
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.getIndex() == 0) {
            throw new ParseException("MessageFormat parse error!", pos.getErrorIndex());
        }
        return result;
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }
}
