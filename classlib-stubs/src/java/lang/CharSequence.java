package java.lang;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    default boolean isEmpty() {
        return length() == 0;
    }

    /** Lexicographic comparison of two sequences by char value. */
    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n = Math.min(cs1.length(), cs2.length());
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }

    /** The char values as an int stream. */
    default java.util.stream.IntStream chars() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(new java.util.function.Supplier<java.util.Spliterator.OfInt>() {
            public java.util.Spliterator.OfInt get() {
                int n = cs.length();
                int[] values = new int[n];
                for (int i = 0; i < n; i++) {
                    values[i] = cs.charAt(i);
                }
                return java.util.Spliterators.spliterator(values, java.util.Spliterator.ORDERED);
            }
        }, java.util.Spliterator.ORDERED | java.util.Spliterator.SIZED | java.util.Spliterator.SUBSIZED, false);
    }

    /** The code points as an int stream; an unpaired surrogate is its own value. */
    default java.util.stream.IntStream codePoints() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(new java.util.function.Supplier<java.util.Spliterator.OfInt>() {
            public java.util.Spliterator.OfInt get() {
                int n = cs.length();
                int[] values = new int[n];
                int count = 0;
                for (int i = 0; i < n; i++) {
                    char c = cs.charAt(i);
                    if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(cs.charAt(i + 1))) {
                        values[count++] = Character.toCodePoint(c, cs.charAt(++i));
                    } else {
                        values[count++] = c;
                    }
                }
                return java.util.Spliterators.spliterator(values, 0, count, java.util.Spliterator.ORDERED);
            }
        }, java.util.Spliterator.ORDERED, false);
    }
}
