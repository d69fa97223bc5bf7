import java.io.*;

public class ResourceSuppression {
    static final StringBuilder LOG = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failOpen, boolean failClose) throws IOException {
            this.name = name; this.failClose = failClose;
            if (failOpen) throw new IOException("open " + name);
            LOG.append("open ").append(name).append("; ");
        }
        public void close() throws IOException {
            LOG.append("close ").append(name).append("; ");
            if (failClose) throw new IOException("close " + name);
        }
    }

    static class Boom extends RuntimeException {
        Boom(String m, Throwable cause) { super(m, cause); }
        Boom(String m) { super(m); }
    }

    static void scenario(int n) throws Exception {
        switch (n) {
            case 0:
                try (Res a = new Res("a", false, true); Res b = new Res("b", false, true)) {
                    throw new Boom("body");
                }
            case 1:
                try (Res a = new Res("a", false, true)) {
                    try (Res b = new Res("b", false, true); Res c = new Res("c", true, false)) {
                        LOG.append("unreached; ");
                    }
                }
                break;
            case 2:
                try (Res a = new Res("a", false, true); Res b = new Res("b", false, false)) {
                    LOG.append("body ok; ");
                }
                break;
            case 3:
                try (Res a = new Res("a", false, false)) {
                    try {
                        throw new IllegalStateException("inner");
                    } finally {
                        try (Res b = new Res("b", false, true)) {
                            LOG.append("in finally; ");
                        }
                    }
                }
            case 4: {
                Res outer = new Res("outer", false, true);
                try (Res r = outer; Res s = new Res("s", false, true)) {
                    throw new Boom("wrapped", new ArithmeticException("root cause"));
                }
            }
            case 5: {
                Res same = new Res("same", false, true);
                try (Res x = same) {
                    throw new IOException("close same");
                } catch (IOException e) {
                    // the close exception is added to this one
                    throw new Boom("rethrown", e);
                }
            }
            default:
                try (Res nul = null) {
                    LOG.append("null resource ok; ");
                }
        }
    }

    static void describe(Throwable t, String indent) {
        System.out.println(indent + t.getClass().getName() + ": " + t.getMessage());
        for (Throwable s : t.getSuppressed()) describe(s, indent + "  suppressed ");
        if (t.getCause() != null) describe(t.getCause(), indent + "  cause ");
    }

    public static void main(String[] args) throws Exception {
        for (int n = 0; n <= 6; n++) {
            LOG.setLength(0);
            try {
                scenario(n);
                System.out.println(n + ": no exception; " + LOG);
            } catch (Exception e) {
                System.out.println(n + ": " + LOG);
                describe(e, "  ");
                e.printStackTrace(System.out);
            }
        }
        Throwable t = new Exception("top");
        t.addSuppressed(new RuntimeException("s1"));
        Throwable s2 = new Error("s2", new IOException("s2 cause"));
        s2.addSuppressed(new IllegalArgumentException("nested suppressed"));
        t.addSuppressed(s2);
        t.initCause(new Exception("the cause", new Exception("deep")));
        t.printStackTrace(System.out);
        try { t.addSuppressed(t); } catch (IllegalArgumentException e) { System.out.println("self: " + e.getMessage()); }
        try { t.addSuppressed(null); } catch (NullPointerException e) { System.out.println("null: " + e.getMessage()); }
        try { t.initCause(null); } catch (IllegalStateException e) { System.out.println("initCause again: " + e.getMessage()); }
        Throwable quiet = new Throwable("quiet", null, false, false) { };
        quiet.addSuppressed(new Exception("ignored"));
        System.out.println("disabled suppression: " + quiet.getSuppressed().length + " trace " + quiet.getStackTrace().length);
        StringWriter sw = new StringWriter();
        new Boom("to writer", new Boom("inner")).printStackTrace(new PrintWriter(sw, true));
        String[] lines = sw.toString().split("\n");
        System.out.println(lines.length + " lines; first: " + lines[0] + " / " + lines[1].trim());
        System.out.println(new Boom("str").toString() + " | " + new Exception((String) null) + " | " + new Exception(new Boom("c")).getMessage());
    }
}
