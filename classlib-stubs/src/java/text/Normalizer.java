package java.text;

import java.util.HashMap;

/**
 * Unicode normalization (UAX #15): full decomposition by the tables of NormalizerData
 * (Hangul syllables by arithmetic), canonical reordering of combining marks by their
 * combining class, and canonical composition of the decomposed text for NFC and NFKC.
 */
public final class Normalizer {
    private Normalizer() {
    }

    public enum Form {
        NFD, NFC, NFKD, NFKC
    }

    private static final int S_BASE = 0xAC00;
    private static final int L_BASE = 0x1100;
    private static final int V_BASE = 0x1161;
    private static final int T_BASE = 0x11A7;
    private static final int L_COUNT = 19;
    private static final int V_COUNT = 21;
    private static final int T_COUNT = 28;
    private static final int N_COUNT = V_COUNT * T_COUNT;
    private static final int S_COUNT = L_COUNT * N_COUNT;

    private static HashMap<Integer, int[]> canonical;
    private static HashMap<Integer, int[]> compatibility;
    private static HashMap<Long, Integer> composites;
    private static int[] cccStarts;
    private static int[] cccValues;

    private static synchronized void load() {
        if (canonical != null) {
            return;
        }
        HashMap<Integer, int[]> canon = decompositions(NormalizerData.CANONICAL);
        compatibility = decompositions(NormalizerData.COMPATIBILITY);
        String ccc = join(NormalizerData.COMBINING_CLASS);
        int n = 0;
        for (int i = 0; i < ccc.length(); i++) {
            if (ccc.charAt(i) == ';') {
                n++;
            }
        }
        cccStarts = new int[n];
        cccValues = new int[n];
        int k = 0;
        for (String e : ccc.split(";")) {
            int colon = e.indexOf(':');
            cccStarts[k] = Integer.parseInt(e.substring(0, colon), 16);
            cccValues[k++] = Integer.parseInt(e.substring(colon + 1));
        }
        composites = new HashMap<Long, Integer>();
        for (String e : join(NormalizerData.COMPOSITES).split(";")) {
            int sp = e.indexOf(' ');
            int colon = e.indexOf(':');
            long key = pairKey(Integer.parseInt(e.substring(0, sp), 16), Integer.parseInt(e.substring(sp + 1, colon), 16));
            composites.put(Long.valueOf(key), Integer.valueOf(Integer.parseInt(e.substring(colon + 1), 16)));
        }
        canonical = canon;
    }

    private static String join(String[] parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append(p);
        }
        return sb.toString();
    }

    private static HashMap<Integer, int[]> decompositions(String[] parts) {
        HashMap<Integer, int[]> m = new HashMap<Integer, int[]>();
        for (String e : join(parts).split(";")) {
            int colon = e.indexOf(':');
            String[] cps = e.substring(colon + 1).split(" ");
            int[] d = new int[cps.length];
            for (int i = 0; i < d.length; i++) {
                d[i] = Integer.parseInt(cps[i], 16);
            }
            m.put(Integer.valueOf(Integer.parseInt(e.substring(0, colon), 16)), d);
        }
        return m;
    }

    private static long pairKey(int a, int b) {
        return ((long) a << 21) | b;
    }

    private static int combiningClass(int cp) {
        int lo = 0;
        int hi = cccStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (cccStarts[mid] <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return cccValues[lo];
    }

    public static String normalize(CharSequence src, Form form) {
        if (src == null || form == null) {
            throw new NullPointerException();
        }
        load();
        boolean compat = form == Form.NFKD || form == Form.NFKC;
        int[] d = decompose(src.toString(), compat);
        int n = d.length;
        if (form == Form.NFC || form == Form.NFKC) {
            n = compose(d);
        }
        return new String(d, 0, n);
    }

    public static boolean isNormalized(CharSequence src, Form form) {
        return normalize(src, form).contentEquals(src);
    }

    /** Full decomposition followed by the canonical ordering of each run of marks. */
    private static int[] decompose(String s, boolean compat) {
        int[] out = new int[s.length() * 2 + 8];
        int n = 0;
        for (int i = 0; i < s.length();) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int[] d = null;
            if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
                int si = cp - S_BASE;
                int t = si % T_COUNT;
                d = t == 0 ? new int[] {L_BASE + si / N_COUNT, V_BASE + (si % N_COUNT) / T_COUNT}
                        : new int[] {L_BASE + si / N_COUNT, V_BASE + (si % N_COUNT) / T_COUNT, T_BASE + t};
            } else if (cp >= 0xA0) {
                if (compat) {
                    d = compatibility.get(Integer.valueOf(cp));
                }
                if (d == null) {
                    d = canonical.get(Integer.valueOf(cp));
                }
            }
            int need = d == null ? 1 : d.length;
            if (n + need > out.length) {
                out = java.util.Arrays.copyOf(out, Math.max(out.length * 2, n + need));
            }
            if (d == null) {
                out[n++] = cp;
            } else {
                System.arraycopy(d, 0, out, n, d.length);
                n += d.length;
            }
        }
        out = java.util.Arrays.copyOf(out, n);
        // canonical ordering: a stable insertion sort of each run of non-starters by class
        for (int i = 1; i < n; i++) {
            int c = combiningClass(out[i]);
            if (c == 0) {
                continue;
            }
            int j = i;
            int cp = out[i];
            while (j > 0) {
                int pc = combiningClass(out[j - 1]);
                if (pc <= c) {
                    break;
                }
                out[j] = out[j - 1];
                j--;
            }
            out[j] = cp;
        }
        return out;
    }

    private static int composePair(int a, int b) {
        if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
            return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
        }
        if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT == 0 && b > T_BASE && b < T_BASE + T_COUNT) {
            return a + (b - T_BASE);
        }
        Integer c = composites.get(Long.valueOf(pairKey(a, b)));
        return c == null ? -1 : c.intValue();
    }

    /** Canonical composition in place; returns the new length. */
    private static int compose(int[] cps) {
        int n = cps.length;
        if (n == 0) {
            return 0;
        }
        int starterPos = 0;
        int starter = cps[0];
        int lastClass = combiningClass(starter);
        if (lastClass != 0) {
            lastClass = 256;    // no starter yet: nothing may compose with it
        }
        int out = 1;
        for (int i = 1; i < n; i++) {
            int ch = cps[i];
            int chClass = combiningClass(ch);
            int composite = composePair(starter, ch);
            if (composite >= 0 && (lastClass < chClass || lastClass == 0)) {
                cps[starterPos] = composite;
                starter = composite;
                continue;
            }
            if (chClass == 0) {
                starterPos = out;
                starter = ch;
            }
            lastClass = chClass;
            cps[out++] = ch;
        }
        return out;
    }
}
