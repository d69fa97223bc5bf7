package java.util;

/** An object that formats itself for %s: flags are FormattableFlags bits, -1 means unset. */
public interface Formattable {
    void formatTo(Formatter formatter, int flags, int width, int precision);
}
