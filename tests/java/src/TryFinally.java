public class TryFinally {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int returnInFinally() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static int finallyDoesNotChangeReturn() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("[finally x=" + x + "]");
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int nested(int mode) {
        int r = 0;
        try {
            try {
                if (mode == 1) throw new IllegalArgumentException("m1");
                if (mode == 2) return r + 100;
                r += 1;
            } finally {
                r += 10;
                log.append("inner-finally(" + mode + ") ");
                if (mode == 3) throw new IllegalStateException("from inner finally");
            }
            r += 1000;
        } catch (IllegalArgumentException e) {
            r += 5;
            log.append("caught " + e.getMessage() + " ");
        } catch (IllegalStateException e) {
            r += 7;
            log.append("caught " + e.getMessage() + " ");
        } finally {
            log.append("outer-finally(" + mode + ") ");
        }
        return r;
    }

    static void rethrow(int k) throws Exception {
        try {
            if (k == 0) throw new java.io.IOException("io");
            if (k == 1) throw new ArithmeticException("arith");
            if (k == 2) throw new Error("err");
        } catch (RuntimeException e) {
            log.append("rethrowing runtime ");
            throw e;
        } catch (Exception e) {
            throw new Exception("wrapped " + e.getMessage(), e);
        } finally {
            log.append("finally" + k + " ");
        }
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
            }
        }
        return count;
    }

    static String multiCatch(int k) {
        try {
            switch (k) {
                case 0: throw new NumberFormatException("nfe");
                case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
                case 2: throw new UnsupportedOperationException("uoe");
                default: return "none";
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return "multi:" + e.getClass().getSimpleName();
        } catch (RuntimeException e) {
            return "runtime:" + e.getMessage();
        }
    }

    static int deepFinally(int depth) {
        try {
            if (depth == 0) throw new RuntimeException("bottom");
            return deepFinally(depth - 1) + 1;
        } finally {
            log.append(depth);
        }
    }

    public static void main(String[] args) {
        System.out.println("returnInFinally " + returnInFinally());
        System.out.println("finallyDoesNotChangeReturn " + finallyDoesNotChangeReturn() + " " + log);
        System.out.println("swallow " + swallow());
        for (int m = 0; m < 4; m++) {
            log.setLength(0);
            int r = nested(m);
            System.out.println("nested(" + m + ") = " + r + " log: " + log);
        }
        for (int k = 0; k < 4; k++) {
            log.setLength(0);
            try {
                rethrow(k);
                System.out.println("rethrow(" + k + ") normal, log: " + log);
            } catch (Exception e) {
                System.out.println("rethrow(" + k + ") -> " + e + " cause " + e.getCause() + " log: " + log);
            } catch (Error e) {
                System.out.println("rethrow(" + k + ") -> Error " + e.getMessage() + " log: " + log);
            }
        }
        System.out.println("loopWithFinally " + loopWithFinally());
        for (int k = 0; k < 4; k++) System.out.println("multiCatch " + multiCatch(k));
        log.setLength(0);
        try {
            deepFinally(6);
        } catch (RuntimeException e) {
            System.out.println("deepFinally " + e.getMessage() + " log " + log);
        }
        int caught = 0;
        for (int i = 0; i < 1000; i++) {
            try {
                if (i % 3 == 0) throw new RuntimeException();
            } catch (RuntimeException e) {
                caught++;
            } finally {
                caught += 0;
            }
        }
        System.out.println("caught in loop " + caught);
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("throw null -> NPE");
        }
    }
}
