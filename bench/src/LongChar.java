/*
 * LongChar: kernels over long[] and char[]: a long[] matrix multiply with
 * wrapping arithmetic, a hand-written quicksort (with insertion sort for
 * short ranges) of long[] and of char[], and a scan over a char[] text
 * that classifies and transforms characters. Measures laload/lastore and
 * caload/castore, long arithmetic and comparisons, and recursion.
 */
public class LongChar {
    static long matrixMultiply(int n) {
        long[] a = new long[n * n];
        long[] b = new long[n * n];
        long[] c = new long[n * n];
        long s = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n * n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            a[i] = s >> 20;
            b[i] = s ^ (s >>> 29);
        }
        for (int i = 0; i < n; i++) {
            int row = i * n;
            for (int k = 0; k < n; k++) {
                long aik = a[row + k];
                int brow = k * n;
                for (int j = 0; j < n; j++) {
                    c[row + j] += aik * b[brow + j];
                }
            }
        }
        long check = 0;
        for (int i = 0; i < n * n; i++) {
            check = check * 31 + c[i];
        }
        return check;
    }

    static void insertionSort(long[] v, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            long x = v[i];
            int j = i - 1;
            while (j >= lo && v[j] > x) {
                v[j + 1] = v[j];
                j--;
            }
            v[j + 1] = x;
        }
    }

    /* Sorts v[lo..hi] (inclusive); recurses on the smaller side. */
    static void quicksort(long[] v, int lo, int hi) {
        while (hi - lo > 16) {
            long pivot = median(v[lo], v[(lo + hi) >>> 1], v[hi]);
            int i = lo, j = hi;
            while (i <= j) {
                while (v[i] < pivot) {
                    i++;
                }
                while (v[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long t = v[i];
                    v[i] = v[j];
                    v[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quicksort(v, lo, j);
                lo = i;
            } else {
                quicksort(v, i, hi);
                hi = j;
            }
        }
        insertionSort(v, lo, hi);
    }

    static long median(long a, long b, long c) {
        if (a < b) {
            return b < c ? b : (a < c ? c : a);
        }
        return a < c ? a : (b < c ? c : b);
    }

    static void insertionSort(char[] v, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            char x = v[i];
            int j = i - 1;
            while (j >= lo && v[j] > x) {
                v[j + 1] = v[j];
                j--;
            }
            v[j + 1] = x;
        }
    }

    static void quicksort(char[] v, int lo, int hi) {
        while (hi - lo > 16) {
            char pivot = v[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (v[i] < pivot) {
                    i++;
                }
                while (v[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    char t = v[i];
                    v[i] = v[j];
                    v[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quicksort(v, lo, j);
                lo = i;
            } else {
                quicksort(v, i, hi);
                hi = j;
            }
        }
        insertionSort(v, lo, hi);
    }

    static long sortLongs(int n) {
        long[] v = new long[n];
        long s = 42;
        for (int i = 0; i < n; i++) {
            s = s * 2862933555777941757L + 3037000493L;
            /* Fold into a smaller range so there are many duplicates too. */
            v[i] = (i % 3 == 0) ? (s % 1000) : s;
        }
        quicksort(v, 0, n - 1);
        long check = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && v[i - 1] > v[i]) {
                return -1;
            }
            check = check * 31 + v[i];
        }
        return check;
    }

    static char[] text(int n) {
        String words = "the quick brown fox jumps over the lazy dog; "
                + "Pack My Box With Five Dozen Liquor Jugs! 0123456789\n";
        char[] t = new char[n];
        int seed = 7;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            int k = (seed >>> 8) % words.length();
            t[i] = words.charAt(k);
        }
        return t;
    }

    static long sortChars(int n) {
        char[] t = text(n);
        quicksort(t, 0, n - 1);
        long check = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && t[i - 1] > t[i]) {
                return -1;
            }
            check = check * 31 + t[i];
        }
        return check;
    }

    /* Counts letters, digits, vowels, spaces and lines, then swaps the
     * case of every letter and rotates digits, in place, several times. */
    static long scanChars(int n, int rounds) {
        char[] t = text(n);
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            int letters = 0, digits = 0, vowels = 0, spaces = 0, lines = 0, upper = 0;
            for (int i = 0; i < n; i++) {
                char c = t[i];
                if (c >= 'a' && c <= 'z') {
                    letters++;
                    if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') {
                        vowels++;
                    }
                    t[i] = (char) (c - 'a' + 'A');
                } else if (c >= 'A' && c <= 'Z') {
                    letters++;
                    upper++;
                    if (c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U') {
                        vowels++;
                    }
                    t[i] = (char) (c - 'A' + 'a');
                } else if (c >= '0' && c <= '9') {
                    digits++;
                    t[i] = (char) ('0' + (c - '0' + r + 1) % 10);
                } else if (c == ' ') {
                    spaces++;
                } else if (c == '\n') {
                    lines++;
                }
            }
            check = check * 31 + letters;
            check = check * 31 + digits;
            check = check * 31 + vowels;
            check = check * 31 + spaces;
            check = check * 31 + lines;
            check = check * 31 + upper;
        }
        for (int i = 0; i < n; i++) {
            check = check * 31 + t[i];
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + matrixMultiply(200);
        check = check * 31 + sortLongs(600000);
        check = check * 31 + sortChars(800000);
        check = check * 31 + scanChars(800000, 10);
        System.out.println("LongChar checksum " + check);
    }
}
