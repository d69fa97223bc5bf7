public class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            log.append("open " + name + "; ");
        }
        public void close() throws Exception {
            log.append("close " + name + "; ");
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static void run(boolean failBody, boolean failA, boolean failB) {
        log.setLength(0);
        try (Res a = new Res("a", failA); Res b = new Res("b", failB)) {
            log.append("body; ");
            if (failBody) throw new RuntimeException("body failed");
        } catch (Exception e) {
            log.append("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) log.append(" [suppressed " + s.getMessage() + "]");
        } finally {
            log.append(" finally");
        }
        System.out.println(failBody + " " + failA + " " + failB + ": " + log);
    }

    static class BadOpen implements AutoCloseable {
        BadOpen() throws Exception { throw new Exception("cannot open"); }
        public void close() { log.append("never closed"); }
    }

    public static void main(String[] args) throws Exception {
        for (int m = 0; m < 8; m++) {
            run((m & 4) != 0, (m & 2) != 0, (m & 1) != 0);
        }
        log.setLength(0);
        try (Res a = new Res("x", false); BadOpen b = new BadOpen()) {
            log.append("body");
        } catch (Exception e) {
            log.append("caught " + e.getMessage());
        }
        System.out.println("bad open: " + log);
        log.setLength(0);
        Res outer = new Res("pre", false);
        try (outer) {
            log.append("java9 style; ");
        }
        System.out.println(log);
        log.setLength(0);
        try (Res n = null) {
            log.append("null resource ok; ");
        }
        System.out.println(log);
        Exception primary = new Exception("primary");
        primary.addSuppressed(new RuntimeException("s1"));
        primary.addSuppressed(new Error("s2"));
        System.out.println("manual suppressed " + primary.getSuppressed().length + " " + primary.getSuppressed()[1]);
        try {
            primary.addSuppressed(primary);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        try {
            primary.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppression: " + e.getMessage());
        }
        log.setLength(0);
        try {
            try (Res a = new Res("p", true)) {
                throw new RuntimeException("main failure");
            }
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
    }
}
