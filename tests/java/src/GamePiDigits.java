import java.math.BigInteger;

/**
 * pidigits in the style of the benchmark programs: the unbounded spigot for the digits of
 * pi with BigInteger arithmetic, printed ten digits a line with a tab and the running count.
 */
public class GamePiDigits {
    static final BigInteger THREE = BigInteger.valueOf(3), FOUR = BigInteger.valueOf(4);

    BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
    int k = 0;

    int extract(BigInteger nth) {
        return q.multiply(nth).add(r).divide(t).intValue();
    }

    void next() {
        k++;
        BigInteger k2 = BigInteger.valueOf(2L * k + 1);
        r = q.shiftLeft(1).add(r).multiply(k2);
        q = q.multiply(BigInteger.valueOf(k));
        t = t.multiply(k2);
    }

    void eliminate(int d) {
        BigInteger dd = BigInteger.valueOf(d);
        r = r.subtract(t.multiply(dd)).multiply(BigInteger.TEN);
        q = q.multiply(BigInteger.TEN);
    }

    void print(int n) {
        StringBuilder line = new StringBuilder();
        int i = 0;
        while (i < n) {
            next();
            if (q.compareTo(r) > 0) continue;
            int d = extract(THREE);
            if (d != extract(FOUR)) continue;
            line.append((char) ('0' + d));
            i++;
            if (i % 10 == 0) {
                System.out.println(line + "\t:" + i);
                line.setLength(0);
            }
            eliminate(d);
        }
        if (line.length() > 0) {
            // A short last line is padded to ten columns.
            System.out.printf("%-10s\t:%d%n", line, n);
        }
    }

    public static void main(String[] args) {
        new GamePiDigits().print(27);
        GamePiDigits big = new GamePiDigits();
        big.print(400);
        System.out.println("k=" + big.k + " bits q=" + big.q.bitLength() + " r=" + big.r.bitLength()
                + " t=" + big.t.bitLength());
        System.out.println("t mod 1000003 = " + big.t.mod(BigInteger.valueOf(1000003)));
        System.out.println("r hash " + big.r.hashCode() + " q signum " + big.q.signum());
    }
}
