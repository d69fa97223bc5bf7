package java.time.zone;

import java.time.ZoneOffset;

/**
 * The POSIX TZ string at the end of a TZif v2+ file (RFC 8536 section 3.3):
 * "std offset [dst [offset] [,start[/time],end[/time]]]". It gives the offsets
 * for every instant after the file's last transition. Offsets in the string
 * count west of Greenwich, so "EST5" is UTC-05:00; times may be negative or
 * up to 167 hours (the RFC's extension).
 */
final class PosixRule {
    final String text;
    final ZoneOffset std;
    final ZoneOffset dst;      // null: no daylight saving time
    private final int[] start; // {kind, a, b, c, seconds}: kind 0 Jn, 1 n, 2 Mm.w.d
    private final int[] end;

    private PosixRule(String text, ZoneOffset std, ZoneOffset dst, int[] start, int[] end) {
        this.text = text;
        this.std = std;
        this.dst = dst;
        this.start = start;
        this.end = end;
    }

    /** The rule of TZ string s, or null when s is empty or malformed. */
    static PosixRule parse(String s) {
        try {
            int[] pos = {0};
            if (!name(s, pos)) {
                return null;
            }
            Integer stdSecs = offset(s, pos);
            if (stdSecs == null) {
                return null;
            }
            ZoneOffset std = ZoneOffset.ofTotalSeconds(-stdSecs.intValue());
            if (pos[0] == s.length()) {
                return new PosixRule(s, std, null, null, null);
            }
            if (!name(s, pos)) {
                return null;
            }
            ZoneOffset dst;
            if (pos[0] < s.length() && s.charAt(pos[0]) != ',') {
                Integer d = offset(s, pos);
                if (d == null) {
                    return null;
                }
                dst = ZoneOffset.ofTotalSeconds(-d.intValue());
            } else {
                dst = ZoneOffset.ofTotalSeconds(std.getTotalSeconds() + 3600);
            }
            int[] st;
            int[] en;
            if (pos[0] == s.length()) {
                // no rule: the US rules POSIX assumes
                st = new int[] {2, 3, 2, 0, 7200};
                en = new int[] {2, 11, 1, 0, 7200};
            } else {
                pos[0]++;
                st = date(s, pos);
                if (st == null || pos[0] >= s.length() || s.charAt(pos[0]) != ',') {
                    return null;
                }
                pos[0]++;
                en = date(s, pos);
                if (en == null || pos[0] != s.length()) {
                    return null;
                }
            }
            if (std.equals(dst)) {
                return new PosixRule(s, std, null, null, null);
            }
            return new PosixRule(s, std, dst, st, en);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static boolean name(String s, int[] pos) {
        int p = pos[0];
        if (p < s.length() && s.charAt(p) == '<') {
            int close = s.indexOf('>', p);
            if (close < 0) {
                return false;
            }
            pos[0] = close + 1;
            return close - p - 1 >= 3;
        }
        while (p < s.length() && Character.isLetter(s.charAt(p))) {
            p++;
        }
        if (p - pos[0] < 3) {
            return false;
        }
        pos[0] = p;
        return true;
    }

    /** [+-]hh[:mm[:ss]] in seconds, hours up to 167; null if absent. */
    private static Integer offset(String s, int[] pos) {
        int p = pos[0];
        int sign = 1;
        if (p < s.length() && (s.charAt(p) == '+' || s.charAt(p) == '-')) {
            sign = s.charAt(p) == '-' ? -1 : 1;
            p++;
        }
        int total = 0;
        for (int part = 0; part < 3; part++) {
            if (part > 0) {
                if (p >= s.length() || s.charAt(p) != ':') {
                    break;
                }
                p++;
            }
            int start = p;
            int v = 0;
            while (p < s.length() && p - start < 3 && Character.isDigit(s.charAt(p))) {
                v = v * 10 + (s.charAt(p) - '0');
                p++;
            }
            if (p == start || (part == 0 && v > 167) || (part > 0 && v > 59)) {
                return null;
            }
            total += part == 0 ? v * 3600 : part == 1 ? v * 60 : v;
        }
        pos[0] = p;
        return Integer.valueOf(sign * total);
    }

    private static int number(String s, int[] pos, int min, int max) {
        int p = pos[0];
        int v = 0;
        while (p < s.length() && Character.isDigit(s.charAt(p)) && p - pos[0] < 4) {
            v = v * 10 + (s.charAt(p) - '0');
            p++;
        }
        if (p == pos[0] || v < min || v > max) {
            throw new IllegalArgumentException();
        }
        pos[0] = p;
        return v;
    }

    private static int[] date(String s, int[] pos) {
        int[] r = new int[5];
        char c = s.charAt(pos[0]);
        if (c == 'J') {
            pos[0]++;
            r[0] = 0;
            r[1] = number(s, pos, 1, 365);
        } else if (c == 'M') {
            pos[0]++;
            r[0] = 2;
            r[1] = number(s, pos, 1, 12);
            expect(s, pos, '.');
            r[2] = number(s, pos, 1, 5);
            expect(s, pos, '.');
            r[3] = number(s, pos, 0, 6);
        } else {
            r[0] = 1;
            r[1] = number(s, pos, 0, 365);
        }
        r[4] = 7200;
        if (pos[0] < s.length() && s.charAt(pos[0]) == '/') {
            pos[0]++;
            Integer t = offset(s, pos);
            if (t == null) {
                return null;
            }
            r[4] = t.intValue();
        }
        return r;
    }

    private static void expect(String s, int[] pos, char c) {
        if (pos[0] >= s.length() || s.charAt(pos[0]) != c) {
            throw new IllegalArgumentException();
        }
        pos[0]++;
    }

    // ---- calendar arithmetic (proleptic Gregorian, epoch days) ----

    static long epochDay(long y, int m, int d) {
        long yy = m <= 2 ? y - 1 : y;
        long era = Math.floorDiv(yy, 400);
        long yoe = yy - era * 400;
        int mp = (m + 9) % 12;
        long doy = (153 * mp + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static boolean isLeap(long y) {
        return (y & 3) == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    private static final int[] MONTH_DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    /** The local second (epoch seconds of the local date-time) the rule date r falls on in year y. */
    private static long localSecond(int[] r, long y) {
        long day;
        if (r[0] == 0) {
            int n = r[1];
            day = epochDay(y, 1, 1) + n - 1 + (isLeap(y) && n >= 60 ? 1 : 0);
        } else if (r[0] == 1) {
            day = epochDay(y, 1, 1) + r[1];
        } else {
            int m = r[1];
            long first = epochDay(y, m, 1);
            int firstDow = (int) Math.floorMod(first + 4, 7);    // 0 = Sunday; 1970-01-01 was a Thursday
            int dom = 1 + Math.floorMod(r[3] - firstDow, 7) + (r[2] - 1) * 7;
            int len = MONTH_DAYS[m - 1] + (m == 2 && isLeap(y) ? 1 : 0);
            while (dom > len) {
                dom -= 7;
            }
            day = first + dom - 1;
        }
        return day * 86400 + r[4];
    }

    /** The epoch second daylight saving time starts in year y (a local time in standard time). */
    long startOf(long y) {
        return localSecond(start, y) - std.getTotalSeconds();
    }

    /** The epoch second it ends in year y (a local time in daylight saving time). */
    long endOf(long y) {
        return localSecond(end, y) - dst.getTotalSeconds();
    }

    /**
     * True when daylight saving time never ends: the end of one year is the
     * start of the next ("EST5EDT,0/0,J365/25").
     */
    boolean permanentDst() {
        return dst != null && endOf(2000) == startOf(2001);
    }

    /**
     * The rules as ZoneOffsetTransitionRule, or none when they cannot be put
     * so (zero-based day numbers, times outside a day). The time definition is
     * UTC when both rules happen at the same UTC time of day, STANDARD when at
     * the same standard time, else WALL.
     */
    java.util.List<ZoneOffsetTransitionRule> transitionRules() {
        java.util.List<ZoneOffsetTransitionRule> l = new java.util.ArrayList<ZoneOffsetTransitionRule>();
        if (dst == null || permanentDst() || start[0] == 1 || end[0] == 1) {
            return l;
        }
        int[][] rs = {start, end};
        ZoneOffset[] before = {std, dst};
        ZoneOffset[] after = {dst, std};
        long[] utc = new long[2];
        long[] standard = new long[2];
        long[] wall = new long[2];
        for (int i = 0; i < 2; i++) {
            wall[i] = rs[i][4];
            utc[i] = wall[i] - before[i].getTotalSeconds();
            standard[i] = wall[i] - (before[i].getTotalSeconds() - std.getTotalSeconds());
        }
        ZoneOffsetTransitionRule.TimeDefinition def;
        long[] t;
        if (utc[0] == utc[1] && inDay(utc[0])) {
            def = ZoneOffsetTransitionRule.TimeDefinition.UTC;
            t = utc;
        } else if (standard[0] == standard[1] && inDay(standard[0])) {
            def = ZoneOffsetTransitionRule.TimeDefinition.STANDARD;
            t = standard;
        } else if (inDay(wall[0]) && inDay(wall[1])) {
            def = ZoneOffsetTransitionRule.TimeDefinition.WALL;
            t = wall;
        } else {
            return l;
        }
        for (int i = 0; i < 2; i++) {
            int[] r = rs[i];
            java.time.Month month;
            int dom;
            java.time.DayOfWeek dow = null;
            if (r[0] == 0) {
                java.time.LocalDate d = java.time.LocalDate.ofYearDay(2001, r[1]);
                month = d.getMonth();
                dom = d.getDayOfMonth();
            } else {
                month = java.time.Month.of(r[1]);
                dow = java.time.DayOfWeek.of(r[3] == 0 ? 7 : r[3]);
                dom = r[2] < 5 ? 1 + (r[2] - 1) * 7 : r[1] == 2 ? -1 : month.length(false) - 6;
            }
            boolean endOfDay = t[i] == 86400;
            java.time.LocalTime time = endOfDay ? java.time.LocalTime.MIDNIGHT : java.time.LocalTime.ofSecondOfDay(t[i]);
            l.add(ZoneOffsetTransitionRule.of(month, dom, dow, time, endOfDay, def, std, before[i], after[i]));
        }
        if (l.get(1).getMonth().compareTo(l.get(0).getMonth()) < 0) {
            java.util.Collections.reverse(l);
        }
        return l;
    }

    private static boolean inDay(long seconds) {
        return seconds >= 0 && seconds <= 86400;
    }
}
