import java.util.*;
import java.util.function.Supplier;

/**
 * The small benchmarks of the "Are We Fast Yet" kind, written here: Bounce (balls in a box
 * with an own LCG), List (recursive linked lists), Permute, Queens, Sieve, Storage (a tree
 * of arrays), Towers (Hanoi with linked discs); each run through a common Benchmark base
 * class a few times and checked against its expected result, with the results printed.
 */
public class GameMicroSuite {
    abstract static class Benchmark {
        abstract Object benchmark();

        abstract boolean verify(Object result);

        String run(int iterations) {
            Object r = null;
            for (int i = 0; i < iterations; i++) {
                r = benchmark();
                if (!verify(r)) return getClass().getSimpleName() + ": FAILED with " + r;
            }
            return getClass().getSimpleName() + ": " + r;
        }
    }

    static final class Lcg {
        int seed = 74755;

        int next() {
            seed = ((seed * 1309) + 13849) & 65535;
            return seed;
        }
    }

    static final class Bounce extends Benchmark {
        static final class Ball {
            int x, y, xVel, yVel;

            Ball(Lcg r) {
                x = r.next() % 500;
                y = r.next() % 500;
                xVel = (r.next() % 300) - 150;
                yVel = (r.next() % 300) - 150;
            }

            boolean bounce() {
                int limit = 500;
                boolean bounced = false;
                x += xVel;
                y += yVel;
                if (x > limit) { x = limit; xVel = -Math.abs(xVel); bounced = true; }
                if (x < 0) { x = 0; xVel = Math.abs(xVel); bounced = true; }
                if (y > limit) { y = limit; yVel = -Math.abs(yVel); bounced = true; }
                if (y < 0) { y = 0; yVel = Math.abs(yVel); bounced = true; }
                return bounced;
            }
        }

        Object benchmark() {
            Lcg r = new Lcg();
            Ball[] balls = new Ball[100];
            Arrays.setAll(balls, i -> new Ball(r));
            int bounces = 0;
            for (int i = 0; i < 50; i++) for (Ball b : balls) if (b.bounce()) bounces++;
            return bounces;
        }

        boolean verify(Object r) {
            return r instanceof Integer i && i > 0;
        }
    }

    static final class ListBench extends Benchmark {
        static final class Element {
            Object val;
            Element next;

            Element(Object v) {
                val = v;
            }

            int length() {
                return next == null ? 1 : 1 + next.length();
            }
        }

        Element make(int n) {
            if (n == 0) return null;
            Element e = new Element(n);
            e.next = make(n - 1);
            return e;
        }

        boolean shorter(Element x, Element y) {
            Element xt = x, yt = y;
            while (yt != null) {
                if (xt == null) return true;
                xt = xt.next;
                yt = yt.next;
            }
            return false;
        }

        Element tail(Element x, Element y, Element z) {
            if (shorter(y, x)) return tail(tail(x.next, y, z), tail(y.next, z, x), tail(z.next, x, y));
            return z;
        }

        Object benchmark() {
            return tail(make(15), make(10), make(6)).length();
        }

        boolean verify(Object r) {
            return Integer.valueOf(10).equals(r);
        }
    }

    static final class Permute extends Benchmark {
        int count;
        int[] v;

        void swap(int i, int j) {
            int t = v[i];
            v[i] = v[j];
            v[j] = t;
        }

        void permute(int n) {
            count++;
            if (n != 0) {
                permute(n - 1);
                for (int i = n - 1; i >= 0; i--) {
                    swap(n - 1, i);
                    permute(n - 1);
                    swap(n - 1, i);
                }
            }
        }

        Object benchmark() {
            count = 0;
            v = new int[6];
            permute(6);
            return count;
        }

        boolean verify(Object r) {
            return Integer.valueOf(8660).equals(r);
        }
    }

    static final class Queens extends Benchmark {
        boolean[] freeRows, freeMaxs, freeMins;
        int[] queenRows;

        boolean place(int c) {
            for (int r = 0; r < 8; r++) {
                if (freeRows[r] && freeMaxs[c + r] && freeMins[c - r + 7]) {
                    queenRows[r] = c;
                    freeRows[r] = freeMaxs[c + r] = freeMins[c - r + 7] = false;
                    if (c == 7 || place(c + 1)) return true;
                    freeRows[r] = freeMaxs[c + r] = freeMins[c - r + 7] = true;
                }
            }
            return false;
        }

        Object benchmark() {
            boolean ok = true;
            for (int i = 0; i < 10; i++) {
                freeRows = new boolean[8];
                freeMaxs = new boolean[16];
                freeMins = new boolean[16];
                queenRows = new int[8];
                Arrays.fill(freeRows, true);
                Arrays.fill(freeMaxs, true);
                Arrays.fill(freeMins, true);
                Arrays.fill(queenRows, -1);
                ok &= place(0);
            }
            return ok + " " + Arrays.toString(queenRows);
        }

        boolean verify(Object r) {
            return r.toString().startsWith("true");
        }
    }

    static final class Sieve extends Benchmark {
        Object benchmark() {
            boolean[] flags = new boolean[5000];
            Arrays.fill(flags, true);
            int primes = 0;
            for (int i = 2; i <= 5000; i++) {
                if (flags[i - 1]) {
                    primes++;
                    for (int k = i + i; k <= 5000; k += i) flags[k - 1] = false;
                }
            }
            return primes;
        }

        boolean verify(Object r) {
            return Integer.valueOf(669).equals(r);
        }
    }

    static final class Storage extends Benchmark {
        int count;

        Object build(Lcg r, int depth) {
            count++;
            if (depth == 1) return new Object[r.next() % 10 + 1];
            Object[] arr = new Object[4];
            Arrays.setAll(arr, i -> build(r, depth - 1));
            return arr;
        }

        Object benchmark() {
            count = 0;
            build(new Lcg(), 7);
            return count;
        }

        boolean verify(Object r) {
            return Integer.valueOf(5461).equals(r);
        }
    }

    static final class Towers extends Benchmark {
        record Disk(int size, Disk next) {
        }

        Disk[] piles;
        int moves;

        void push(int pile, int size) {
            Disk top = piles[pile];
            if (top != null && size >= top.size()) throw new IllegalStateException("Cannot put a big disk on a smaller one");
            piles[pile] = new Disk(size, top);
        }

        int pop(int pile) {
            Disk top = piles[pile];
            if (top == null) throw new IllegalStateException("Attempting to remove a disk from an empty pile");
            piles[pile] = top.next();
            return top.size();
        }

        void move(int disks, int from, int to) {
            if (disks == 1) {
                push(to, pop(from));
                moves++;
            } else {
                int other = 3 - from - to;
                move(disks - 1, from, other);
                move(1, from, to);
                move(disks - 1, other, to);
            }
        }

        Object benchmark() {
            piles = new Disk[3];
            for (int i = 12; i >= 0; i--) push(0, i);
            moves = 0;
            move(13, 0, 1);
            return moves;
        }

        boolean verify(Object r) {
            return Integer.valueOf(8191).equals(r);
        }
    }

    public static void main(String[] args) {
        List<Supplier<Benchmark>> all = List.of(Bounce::new, ListBench::new, Permute::new, Queens::new, Sieve::new,
                Storage::new, Towers::new);
        for (Supplier<Benchmark> s : all) System.out.println(s.get().run(20));
        Towers t = new Towers();
        t.piles = new Towers.Disk[3];
        try {
            t.pop(2);
        } catch (IllegalStateException e) {
            System.out.println("towers: " + e.getMessage());
        }
        t.push(0, 1);
        try {
            t.push(0, 5);
        } catch (IllegalStateException e) {
            System.out.println("towers: " + e.getMessage() + " " + t.piles[0]);
        }
    }
}
