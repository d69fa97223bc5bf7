package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The offsets of a zone over time: the transitions of a TZif file (see
 * TzifFile) up to its last one, then the POSIX TZ string of its footer
 * (PosixRule) for every later instant. A fixed offset has neither.
 * Transitions that change only the standard offset or the abbreviation, not
 * the wall offset, count for getStandardOffset but are no ZoneOffsetTransition.
 */
public final class ZoneRules implements java.io.Serializable {
    private static final long serialVersionUID = 3044319355680032515L;

    private final long[] rawTimes;       // every transition of the file, ascending
    private final ZoneOffset[] rawStd;   // standard offset before rawTimes[i]; the last one after them all
    private final long[] times;          // the transitions that change the wall offset
    private final ZoneOffset[] wall;     // wall offset before times[i]; the last one after them all
    private final PosixRule tail;        // after the last transition; null: the last offsets stay
    private final long lastRaw;

    /* The instants of LocalDateTime.MIN and MAX, widened by a day of offsets. */
    private static final long MIN_SECOND = -365243219162L * 86400 + 86400;
    private static final long MAX_SECOND = 365241780471L * 86400 + 86399 - 86400;

    ZoneRules(long[] rawTimes, ZoneOffset[] rawStd, long[] times, ZoneOffset[] wall, PosixRule tail) {
        this.rawTimes = rawTimes;
        this.rawStd = rawStd;
        this.times = times;
        this.wall = wall;
        this.tail = tail;
        this.lastRaw = rawTimes.length > 0 ? rawTimes[rawTimes.length - 1] : Long.MIN_VALUE;
    }

    public static ZoneRules of(ZoneOffset offset) {
        java.util.Objects.requireNonNull(offset, "offset");
        return new ZoneRules(new long[0], new ZoneOffset[] {offset}, new long[0], new ZoneOffset[] {offset}, null);
    }

    public boolean isFixedOffset() {
        if (rawTimes.length != 0) {
            return false;
        }
        if (tail == null) {
            return rawStd[0].equals(wall[0]);
        }
        return tail.dst == null && tail.std.equals(wall[0]);
    }

    // ---- by instant -----------------------------------------------------

    /** Number of entries of a that are <= t. */
    private static int countUpTo(long[] a, long t) {
        int lo = 0;
        int hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] <= t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private boolean inTail(long t) {
        return tail != null && t > lastRaw;
    }

    private boolean tailHasTransitions() {
        return tail.dst != null && !tail.permanentDst();
    }

    ZoneOffset offsetAt(long t) {
        if (!inTail(t)) {
            return wall[countUpTo(times, t)];
        }
        if (tail.dst == null) {
            return tail.std;
        }
        if (tail.permanentDst()) {
            return tail.dst;
        }
        long y = yearOf(t);
        ZoneOffset found = null;
        long foundAt = Long.MIN_VALUE;
        for (long yy = y - 1; yy <= y + 1; yy++) {
            long s = tail.startOf(yy);
            long e = tail.endOf(yy);
            if (s <= t && s > lastRaw && s >= foundAt) {
                foundAt = s;
                found = tail.dst;
            }
            if (e <= t && e > lastRaw && e >= foundAt) {
                foundAt = e;
                found = tail.std;
            }
        }
        return found != null ? found : wall[wall.length - 1];
    }

    private ZoneOffset standardAt(long t) {
        if (inTail(t)) {
            return tail.std;
        }
        return rawStd[countUpTo(rawTimes, t)];
    }

    private static long yearOf(long epochSecond) {
        long day = Math.floorDiv(epochSecond, 86400);
        day = Math.max(-365243219162L, Math.min(365241780471L, day));
        return LocalDate.ofEpochDay(day).getYear();
    }

    public ZoneOffset getOffset(Instant instant) {
        return offsetAt(instant.getEpochSecond());
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        return standardAt(instant.getEpochSecond());
    }

    public Duration getDaylightSavings(Instant instant) {
        long t = instant.getEpochSecond();
        return Duration.ofSeconds(offsetAt(t).getTotalSeconds() - standardAt(t).getTotalSeconds());
    }

    public boolean isDaylightSavings(Instant instant) {
        long t = instant.getEpochSecond();
        return !standardAt(t).equals(offsetAt(t));
    }

    // ---- transitions ----------------------------------------------------

    private ZoneOffsetTransition fileTransition(int i) {
        return new ZoneOffsetTransition(times[i], wall[i], wall[i + 1]);
    }

    /** The first wall-offset change of the footer rule after t (and after the file's last transition). */
    private ZoneOffsetTransition tailNext(long t) {
        long from = Math.max(t, lastRaw);
        long y = yearOf(from);
        for (long yy = y - 1; yy <= y + 2; yy++) {
            long s = tail.startOf(yy);
            long e = tail.endOf(yy);
            long first = Math.min(s, e);
            long second = Math.max(s, e);
            ZoneOffsetTransition tr = tailAt(first, from);
            if (tr == null) {
                tr = tailAt(second, from);
            }
            if (tr != null) {
                return tr;
            }
        }
        return null;
    }

    /** A transition of the footer rule at epoch second at, if it is after from and changes the offset. */
    private ZoneOffsetTransition tailAt(long at, long from) {
        if (at <= from || at <= lastRaw || at > MAX_SECOND || at < MIN_SECOND) {
            return null;    // beyond the years of LocalDateTime
        }
        ZoneOffset before = offsetAt(at - 1);
        ZoneOffset after = offsetAt(at);
        return before.equals(after) ? null : new ZoneOffsetTransition(at, before, after);
    }

    public ZoneOffsetTransition nextTransition(Instant instant) {
        long t = instant.getEpochSecond();
        int i = countUpTo(times, t);
        if (i < times.length) {
            return fileTransition(i);
        }
        if (tail == null || !tailHasTransitions()) {
            return null;
        }
        return tailNext(t);
    }

    public ZoneOffsetTransition previousTransition(Instant instant) {
        long t = instant.getEpochSecond();
        if (instant.getNano() > 0 && t < Long.MAX_VALUE) {
            t++;
        }
        // the last transition strictly before t
        if (tail != null && tailHasTransitions() && t - 1 > lastRaw) {
            long y = yearOf(t);
            long stop = yearOf(lastRaw == Long.MIN_VALUE ? t - 3L * 366 * 86400 : lastRaw) - 1;
            for (long yy = y + 1; yy >= stop; yy--) {
                long s = tail.startOf(yy);
                long e = tail.endOf(yy);
                long[] cand = {Math.max(s, e), Math.min(s, e)};
                for (long at : cand) {
                    if (at < t) {
                        ZoneOffsetTransition tr = tailAt(at, lastRaw);
                        if (tr != null) {
                            return tr;
                        }
                    }
                }
            }
        }
        int i = countUpTo(times, t - 1);
        return i > 0 ? fileTransition(i - 1) : null;
    }

    /** The transitions of the file (those of the footer rule after them are not listed). */
    public List<ZoneOffsetTransition> getTransitions() {
        List<ZoneOffsetTransition> l = new ArrayList<ZoneOffsetTransition>();
        for (int i = 0; i < times.length; i++) {
            l.add(fileTransition(i));
        }
        return Collections.unmodifiableList(l);
    }

    /** The yearly rules after the file's last transition, from the footer's POSIX TZ string (see PosixRule). */
    public List<ZoneOffsetTransitionRule> getTransitionRules() {
        if (tail == null) {
            return Collections.emptyList();
        }
        return Collections.unmodifiableList(tail.transitionRules());
    }

    // ---- by local date-time --------------------------------------------

    /** The offset valid at a local date-time, or the transition (gap or overlap) it falls in. */
    private Object offsetInfo(LocalDateTime ldt) {
        long local = ldt.toEpochSecond(ZoneOffset.UTC);
        long from = local - 19 * 3600;
        long to = local + 19 * 3600;
        ZoneOffset cur = offsetAt(from);
        Instant at = Instant.ofEpochSecond(from);
        for (int guard = 0; guard < 16; guard++) {
            ZoneOffsetTransition tr = nextTransition(at);
            if (tr == null || tr.toEpochSecond() > to) {
                break;
            }
            if (tr.isGap()) {
                if (local < tr.localBefore()) {
                    return tr.getOffsetBefore();
                }
                if (local < tr.localAfter()) {
                    return tr;
                }
            } else {
                if (local < tr.localAfter()) {
                    return tr.getOffsetBefore();
                }
                if (local < tr.localBefore()) {
                    return tr;
                }
            }
            cur = tr.getOffsetAfter();
            at = tr.getInstant();
        }
        return cur;
    }

    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        return info instanceof ZoneOffsetTransition ? ((ZoneOffsetTransition) info).getOffsetBefore() : (ZoneOffset) info;
    }

    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        if (info instanceof ZoneOffset) {
            return Collections.singletonList((ZoneOffset) info);
        }
        ZoneOffsetTransition tr = (ZoneOffsetTransition) info;
        if (tr.isGap()) {
            return Collections.emptyList();
        }
        return Collections.unmodifiableList(Arrays.asList(tr.getOffsetBefore(), tr.getOffsetAfter()));
    }

    public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        return info instanceof ZoneOffsetTransition ? (ZoneOffsetTransition) info : null;
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    // ---- identity -------------------------------------------------------

    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof ZoneRules)) {
            return false;
        }
        ZoneRules o = (ZoneRules) other;
        return Arrays.equals(rawTimes, o.rawTimes) && Arrays.equals(rawStd, o.rawStd) && Arrays.equals(times, o.times)
                && Arrays.equals(wall, o.wall)
                && (tail == null ? o.tail == null : o.tail != null && tail.text.equals(o.tail.text));
    }

    public int hashCode() {
        return Arrays.hashCode(rawTimes) ^ Arrays.hashCode(rawStd) ^ Arrays.hashCode(times) ^ Arrays.hashCode(wall)
                ^ (tail == null ? 0 : tail.text.hashCode());
    }

    public String toString() {
        ZoneOffset std = tail != null ? tail.std : rawStd[rawStd.length - 1];
        return "ZoneRules[currentStandardOffset=" + std + "]";
    }
}
