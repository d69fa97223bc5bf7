import java.io.*;
import java.util.*;
import java.util.logging.*;
import java.util.logging.Formatter;

// java.util.logging: levels and their effective values through the logger tree, parent
// handlers, filters, SimpleFormatter with a format property (the default console handler
// too, through a replaced System.err), message parameters, thrown exceptions, the source
// class and method found from the stack, entering/exiting, Level.parse.
public class LoggingBasics {
    static final List<String> seen = new ArrayList<>();

    static class ListHandler extends Handler {
        final String tag;
        ListHandler(String tag) { this.tag = tag; }
        public void publish(LogRecord r) {
            if (!isLoggable(r)) return;
            seen.add(tag + ":" + r.getLevel() + ":" + r.getLoggerName() + ":" + r.getMessage() + ":" + Arrays.toString(r.getParameters()) + ":" + r.getSourceClassName() + "." + r.getSourceMethodName() + ":" + (r.getThrown() == null ? "" : r.getThrown().getMessage()));
        }
        public void flush() {}
        public void close() {}
    }

    static void helper(Logger log) {
        log.warning("from helper");
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$s] %3$s | %2$s | %5$s%6$s%n");
        ByteArrayOutputStream errBuf = new ByteArrayOutputStream();
        PrintStream realErr = System.err;
        System.setErr(new PrintStream(errBuf, true));
        Logger app = Logger.getLogger("com.example.app");
        app.info("hello {0}");
        app.log(Level.WARNING, "user {0} has {1} items", new Object[]{"ann", 3});
        app.fine("not shown at INFO");
        app.log(Level.SEVERE, "failed", new IllegalStateException("boom"));
        System.setErr(realErr);
        String err = errBuf.toString();
        System.out.print(err.lines().filter(l -> !l.startsWith("\tat ")).map(l -> l + "\n").reduce("", String::concat));

        Logger parent = Logger.getLogger("com.example");
        Logger child = Logger.getLogger("com.example.app.db");
        System.out.println(app.getParent().getName() + " " + child.getParent().getName() + " " + parent.getParent().getName().isEmpty() + " " + Logger.getLogger("").getLevel() + " " + app.getLevel() + " " + (Logger.getLogger("com.example.app") == app) + " " + Logger.getGlobal().getName() + " " + Logger.getAnonymousLogger().getName());
        ListHandler ph = new ListHandler("P"), ch = new ListHandler("C");
        parent.addHandler(ph);
        child.addHandler(ch);
        child.setUseParentHandlers(true);
        parent.setLevel(Level.FINE);
        System.out.println(child.isLoggable(Level.FINE) + " " + child.isLoggable(Level.FINER) + " " + app.isLoggable(Level.CONFIG));
        Logger.getLogger("").setLevel(Level.OFF);
        for (Handler h : Logger.getLogger("").getHandlers()) h.setLevel(Level.OFF);
        child.fine("fine msg");
        child.finer("finer msg");
        child.config(() -> "supplied " + 42);
        child.log(Level.INFO, "one param {0}", "p1");
        child.log(Level.SEVERE, "with thrown", new IOException("disk"));
        child.logp(Level.WARNING, "Src", "meth", "explicit source");
        helper(child);
        ch.setLevel(Level.WARNING);
        child.info("only parent gets this");
        child.setUseParentHandlers(false);
        child.warning("only child gets this");
        child.setFilter(r -> !r.getMessage().contains("secret"));
        child.warning("a secret");
        child.warning("public");
        child.setLevel(Level.FINEST);
        child.setUseParentHandlers(true);
        ch.setLevel(Level.ALL);
        child.entering("Cls", "run");
        child.entering("Cls", "run", "arg");
        child.entering("Cls", "run", new Object[]{1, 2});
        child.exiting("Cls", "run", 99);
        child.throwing("Cls", "run", new RuntimeException("thrown"));
        parent.setLevel(Level.OFF);
        Logger.getLogger("com.example.app").warning("parent off: app inherits OFF");
        for (String s : seen) System.out.println(s);
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.parse("FINE").intValue() + " " + Level.parse("123").getName() + " " + Level.SEVERE.intValue() + " " + Level.ALL.intValue() + " " + Level.INFO.equals(Level.parse("INFO")) + " " + Level.CONFIG.getLocalizedName());
        try { Level.parse("LOUD"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Logger.getLogger(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        Formatter f = new SimpleFormatter();
        LogRecord r = new LogRecord(Level.INFO, "{0} + {1} = {2}");
        r.setParameters(new Object[]{1, 2, 3});
        r.setLoggerName("calc");
        r.setSourceClassName("Calc");
        r.setSourceMethodName("add");
        System.out.print(f.format(r));
        System.out.println(f.formatMessage(r) + " | " + new SimpleFormatter().getHead(null).isEmpty());
        LogRecord plain = new LogRecord(Level.FINE, "no {braces} here");
        plain.setParameters(new Object[]{"x"});
        System.out.println(f.formatMessage(plain));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bos, new Formatter() {
            public String format(LogRecord rec) { return rec.getLevel() + "|" + formatMessage(rec) + "\n"; }
            public String getHead(Handler h) { return "<head>\n"; }
            public String getTail(Handler h) { return "<tail>\n"; }
        });
        Logger solo = Logger.getLogger("solo");
        solo.setUseParentHandlers(false);
        solo.setLevel(Level.ALL);
        solo.addHandler(sh);
        solo.info("first");
        solo.fine("below handler level");
        sh.setLevel(Level.ALL);
        solo.finest("now shown");
        sh.close();
        System.out.print(bos);
    }
}
