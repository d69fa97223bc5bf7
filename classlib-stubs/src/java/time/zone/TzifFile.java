package java.time.zone;

import java.time.ZoneOffset;
import java.util.ArrayList;

/**
 * Reads a TZif file (RFC 8536): a header, the version 1 data block with
 * 32-bit times, and for version 2 and later a second header and block with
 * 64-bit times followed by a footer holding a POSIX TZ string. Leap-second
 * records are skipped (the "right/" files are not offered as zones).
 */
final class TzifFile {
    /** Times outside this range are the "big bang" markers of fat files, not real transitions. */
    private static final long MIN_TIME = -(1L << 40);
    private static final long MAX_TIME = 1L << 40;

    private final byte[] b;
    private int pos;

    private TzifFile(byte[] b) {
        this.b = b;
    }

    /** The rules the bytes of a TZif file describe; IllegalArgumentException if they are malformed. */
    static ZoneRules parse(byte[] bytes) {
        return new TzifFile(bytes).read();
    }

    private void need(long n) {
        if (n < 0 || pos + n > b.length) {
            throw new IllegalArgumentException("truncated TZif data");
        }
    }

    private int u8() {
        need(1);
        return b[pos++] & 0xff;
    }

    private int s32() {
        need(4);
        int v = ((b[pos] & 0xff) << 24) | ((b[pos + 1] & 0xff) << 16) | ((b[pos + 2] & 0xff) << 8) | (b[pos + 3] & 0xff);
        pos += 4;
        return v;
    }

    private long s64() {
        long hi = s32();
        long lo = s32() & 0xffffffffL;
        return (hi << 32) | lo;
    }

    /** The six counts of a header, after checking the magic; returns the version byte in counts[6]. */
    private int[] header() {
        need(44);
        if (b[pos] != 'T' || b[pos + 1] != 'Z' || b[pos + 2] != 'i' || b[pos + 3] != 'f') {
            throw new IllegalArgumentException("not a TZif file");
        }
        int version = b[pos + 4] & 0xff;
        pos += 20;
        int[] c = new int[7];
        for (int i = 0; i < 6; i++) {
            c[i] = s32();
            if (c[i] < 0 || c[i] > 1 << 20) {
                throw new IllegalArgumentException("bad TZif count");
            }
        }
        c[6] = version;
        return c;
    }

    private ZoneRules read() {
        int[] c = header();
        int timeSize = 4;
        if (c[6] >= '2') {
            // skip the version 1 block: isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
            long skip = c[3] * 5L + c[4] * 6L + c[5] + c[2] * 8L + c[1] + c[0];
            need(skip);
            pos += (int) skip;
            c = header();
            timeSize = 8;
        }
        int isutcnt = c[0];
        int isstdcnt = c[1];
        int leapcnt = c[2];
        int timecnt = c[3];
        int typecnt = c[4];
        int charcnt = c[5];
        if (typecnt == 0 || (isutcnt != 0 && isutcnt != typecnt) || (isstdcnt != 0 && isstdcnt != typecnt)) {
            throw new IllegalArgumentException("bad TZif counts");
        }
        long[] at = new long[timecnt];
        for (int i = 0; i < timecnt; i++) {
            at[i] = timeSize == 8 ? s64() : s32();
            if (i > 0 && at[i] <= at[i - 1]) {
                throw new IllegalArgumentException("TZif transitions out of order");
            }
        }
        int[] typeOf = new int[timecnt];
        for (int i = 0; i < timecnt; i++) {
            typeOf[i] = u8();
            if (typeOf[i] >= typecnt) {
                throw new IllegalArgumentException("bad TZif type index");
            }
        }
        int[] utoff = new int[typecnt];
        boolean[] isdst = new boolean[typecnt];
        for (int i = 0; i < typecnt; i++) {
            utoff[i] = s32();
            isdst[i] = u8() != 0;
            u8();    // abbreviation index
            if (utoff[i] < -18 * 3600 || utoff[i] > 18 * 3600) {
                throw new IllegalArgumentException("TZif offset out of range");
            }
        }
        need((long) charcnt + leapcnt * (timeSize + 4L) + isstdcnt + isutcnt);
        pos += charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt;
        PosixRule tail = null;
        if (timeSize == 8 && pos < b.length && b[pos] == '\n') {
            int end = pos + 1;
            while (end < b.length && b[end] != '\n') {
                end++;
            }
            if (end < b.length) {
                String s = new String(b, pos + 1, end - pos - 1, java.nio.charset.StandardCharsets.US_ASCII);
                tail = s.isEmpty() ? null : PosixRule.parse(s);
            }
        }
        return build(at, typeOf, utoff, isdst, tail);
    }

    private static ZoneRules build(long[] at, int[] typeOf, int[] utoff, boolean[] isdst, PosixRule tail) {
        // Periods: before the first transition type 0 applies (RFC 8536 section 3.2).
        int first = 0;
        int initialType = 0;
        while (first < at.length && at[first] < MIN_TIME) {
            initialType = typeOf[first];
            first++;
        }
        int last = at.length;
        while (last > first && at[last - 1] > MAX_TIME) {
            last--;
        }
        int n = last - first;
        int[] period = new int[n + 1];    // type of each period
        period[0] = initialType;
        long[] rawTimes = new long[n];
        for (int i = 0; i < n; i++) {
            rawTimes[i] = at[first + i];
            period[i + 1] = typeOf[first + i];
        }
        // The standard offset of a daylight saving period is that of the nearest standard period before it
        // (after it, for the first ones).
        ZoneOffset[] rawStd = new ZoneOffset[n + 1];
        int lastStd = Integer.MIN_VALUE;
        for (int i = 0; i <= n; i++) {
            int t = period[i];
            if (!isdst[t]) {
                lastStd = utoff[t];
            }
            rawStd[i] = lastStd == Integer.MIN_VALUE ? null : ZoneOffset.ofTotalSeconds(lastStd);
        }
        int nextStd = Integer.MIN_VALUE;
        for (int i = n; i >= 0; i--) {
            int t = period[i];
            if (!isdst[t]) {
                nextStd = utoff[t];
            }
            if (rawStd[i] == null) {
                rawStd[i] = ZoneOffset.ofTotalSeconds(nextStd != Integer.MIN_VALUE ? nextStd : utoff[t] - 3600);
            }
        }
        ArrayList<Long> times = new ArrayList<Long>();
        ArrayList<ZoneOffset> wall = new ArrayList<ZoneOffset>();
        ZoneOffset cur = ZoneOffset.ofTotalSeconds(utoff[period[0]]);
        wall.add(cur);
        for (int i = 0; i < n; i++) {
            ZoneOffset next = ZoneOffset.ofTotalSeconds(utoff[period[i + 1]]);
            if (!next.equals(cur)) {
                times.add(Long.valueOf(rawTimes[i]));
                wall.add(next);
                cur = next;
            }
        }
        long[] t = new long[times.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = times.get(i).longValue();
        }
        return new ZoneRules(rawTimes, rawStd, t, wall.toArray(new ZoneOffset[wall.size()]), tail);
    }
}
