/*
 * Program for the redeffuzz agent: RfTarget is used once, then the agent
 * redefines it with hundreds of damaged copies of its bytes; the VM must
 * answer each without crashing. RfTarget is not used afterwards, since a
 * damaged copy may well be accepted.
 */
public class Redeffuzz {
    static native void fuzz();

    public static void main(String[] args) {
        System.out.println(RfTarget.work(10));
        fuzz();
        System.out.println("still running");
    }
}

class RfTarget implements Runnable {
    static int counter;
    long field;

    static int work(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            switch (i % 4) {
            case 0: s += i; break;
            case 1: s -= 1; break;
            case 2: s ^= i; break;
            default: s += counter;
            }
        }
        try {
            Object o = new int[n];
            s += ((int[]) o).length;
        } catch (ClassCastException e) {
            s = -1;
        }
        return s + (int) new RfTarget().field + label().length();
    }

    static String label() { return "label"; }

    public void run() {
        synchronized (this) {
            field = 1L << 40;
        }
    }
}
