import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.TimeUnit;

public class ProcessBuilderTest {
    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[100];
        int n;
        while ((n = in.read(b)) > 0)
            bo.write(b, 0, n);
        return new String(bo.toByteArray(), StandardCharsets.UTF_8);
    }

    static String fileText(File f) throws IOException {
        FileInputStream in = new FileInputStream(f);
        try { return readAll(in); } finally { in.close(); }
    }

    static File makeTempDir() throws IOException {
        File base = new File(System.getProperty("java.io.tmpdir"));
        for (int i = 0; ; i++) {
            File d = new File(base, "pbtest-" + ProcessHandle.current().pid() + "-" + i);
            if (d.mkdir()) return d;
        }
    }

    public static void main(String[] args) throws Exception {
        // echo
        ProcessBuilder pb = new ProcessBuilder("/bin/echo", "hello", "world");
        System.out.println("command " + pb.command());
        System.out.println("redirects " + pb.redirectInput() + " " + pb.redirectOutput() + " " + pb.redirectError()
                + " " + pb.redirectErrorStream() + " dir " + pb.directory());
        Process p = pb.start();
        System.out.println("echo out [" + readAll(p.getInputStream()) + "]");
        System.out.println("echo exit " + p.waitFor() + " " + p.exitValue() + " alive " + p.isAlive());
        System.out.println("pid matches handle " + (p.pid() == p.toHandle().pid()) + " positive " + (p.pid() > 0));

        // exit codes
        for (int code : new int[] {0, 1, 42, 255}) {
            Process q = new ProcessBuilder("/bin/sh", "-c", "exit " + code).start();
            System.out.println("exit " + code + " -> " + q.waitFor());
        }

        // stdout and stderr separate
        Process q = new ProcessBuilder("/bin/sh", "-c", "echo out; echo err 1>&2; exit 3").start();
        System.out.println("stdout [" + readAll(q.getInputStream()).trim() + "] stderr [" + readAll(q.getErrorStream()).trim() + "] " + q.waitFor());

        // stderr merged
        ProcessBuilder mb = new ProcessBuilder("/bin/sh", "-c", "echo one; echo two 1>&2; echo three");
        mb.redirectErrorStream(true);
        q = mb.start();
        System.out.println("merged [" + readAll(q.getInputStream()).replace('\n', '|') + "] err " + q.getErrorStream().read() + " " + q.waitFor());

        // stdin to cat
        q = new ProcessBuilder("/bin/cat").start();
        OutputStream os = q.getOutputStream();
        os.write("line one\nline two\n".getBytes(StandardCharsets.UTF_8));
        os.close();
        System.out.println("cat [" + readAll(q.getInputStream()).replace('\n', '|') + "] " + q.waitFor());

        // big transfer through cat via a writer thread
        final Process cat = new ProcessBuilder("/bin/cat").start();
        Thread w = new Thread() {
            public void run() {
                try {
                    OutputStream o = cat.getOutputStream();
                    byte[] chunk = new byte[1000];
                    for (int i = 0; i < chunk.length; i++) chunk[i] = (byte) ('a' + i % 26);
                    for (int i = 0; i < 300; i++) o.write(chunk);
                    o.close();
                } catch (IOException e) {
                    System.out.println("writer " + e);
                }
            }
        };
        w.start();
        String big = readAll(cat.getInputStream());
        w.join();
        System.out.println("big length " + big.length() + " exit " + cat.waitFor());

        // redirects to files
        File dir = makeTempDir();
        File out = new File(dir, "out.txt");
        File err = new File(dir, "err.txt");
        ProcessBuilder fb = new ProcessBuilder("/bin/sh", "-c", "echo to-out; echo to-err 1>&2");
        fb.redirectOutput(out).redirectError(ProcessBuilder.Redirect.to(err));
        System.out.println("file redirects " + fb.redirectOutput().type() + " " + fb.redirectError().file().getName());
        q = fb.start();
        System.out.println("redirected stream read " + q.getInputStream().read() + " " + q.getErrorStream().read() + " exit " + q.waitFor());
        System.out.println("out.txt [" + fileText(out).trim() + "] err.txt [" + fileText(err).trim() + "]");
        fb.redirectOutput(ProcessBuilder.Redirect.appendTo(out));
        System.out.println("append redirect " + fb.redirectOutput().type() + " equals " + fb.redirectOutput().equals(ProcessBuilder.Redirect.appendTo(out)));
        fb.start().waitFor();
        System.out.println("appended [" + fileText(out).replace('\n', '|') + "]");

        // input from a file
        q = new ProcessBuilder("/bin/cat").redirectInput(ProcessBuilder.Redirect.from(out)).start();
        System.out.println("from file [" + readAll(q.getInputStream()).replace('\n', '|') + "] " + q.waitFor());
        try {
            q.getOutputStream().write(1);
            q.getOutputStream().flush();
            System.out.println("write to redirected stdin: no exception");
        } catch (IOException e) {
            System.out.println("write to redirected stdin: " + e.getMessage());
        }

        // discard
        q = new ProcessBuilder("/bin/sh", "-c", "echo gone; echo gone too 1>&2; exit 5")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        System.out.println("discard " + q.getInputStream().read() + " " + q.waitFor() + " " + ProcessBuilder.Redirect.DISCARD.type()
                + " " + ProcessBuilder.Redirect.DISCARD.file());

        // inherit: child output goes to our stdout
        System.out.flush();
        q = new ProcessBuilder("/bin/echo", "inherited output").inheritIO().start();
        System.out.println("inherit exit " + q.waitFor());
        System.out.println("redirect toString " + ProcessBuilder.Redirect.INHERIT + " " + ProcessBuilder.Redirect.PIPE
                + " " + ProcessBuilder.Redirect.to(new File("x")) + " " + ProcessBuilder.Redirect.appendTo(new File("y"))
                + " " + ProcessBuilder.Redirect.from(new File("z")));

        // environment
        ProcessBuilder eb = new ProcessBuilder("/bin/sh", "-c", "echo \"A=$PB_TEST_A B=${PB_TEST_B-unset} HOME=${HOME+set}\"");
        Map<String, String> env = eb.environment();
        System.out.println("env copy has HOME " + (env.containsKey("HOME") == (System.getenv("HOME") != null)));
        env.put("PB_TEST_A", "alpha");
        env.put("PB_TEST_B", "beta");
        System.out.println("env " + readAll(eb.start().getInputStream()).trim());
        env.remove("PB_TEST_B");
        env.remove("HOME");
        System.out.println("env " + readAll(eb.start().getInputStream()).trim());
        System.out.println("vm env unchanged " + (System.getenv("PB_TEST_A") == null));
        env.clear();
        env.put("ONLY", "1");
        System.out.println("cleared env " + readAll(eb.command("/bin/sh", "-c", "echo ONLY=$ONLY HOME=${HOME-none}").inheritIO()
                .redirectOutput(ProcessBuilder.Redirect.PIPE).start().getInputStream()).trim());
        try {
            env.put("BAD=NAME", "x");
            System.out.println("no exception");
        } catch (IllegalArgumentException e) {
            System.out.println("env put: " + e.getMessage());
        }

        // directory
        ProcessBuilder db = new ProcessBuilder("/bin/pwd").directory(dir);
        System.out.println("directory same " + db.directory().equals(dir));
        String pwd = readAll(db.start().getInputStream()).trim();
        System.out.println("pwd matches " + pwd.equals(dir.getCanonicalPath()));
        db = new ProcessBuilder("/bin/cat", "out.txt").directory(dir);
        System.out.println("relative cat [" + readAll(db.start().getInputStream()).replace('\n', '|') + "]");

        // missing program
        try {
            new ProcessBuilder("nope-no-such-program", "x").start();
        } catch (IOException e) {
            System.out.println("missing: " + e.getMessage() + " cause " + (e.getCause() == null ? null : e.getCause().getClass().getName()
                    + ": " + e.getCause().getMessage()));
        }
        try {
            new ProcessBuilder("/no/such/prog").directory(new File("/")).start();
        } catch (IOException e) {
            System.out.println("missing in dir: " + e.getMessage());
        }
        try {
            new ProcessBuilder("/bin/echo").directory(new File(dir, "nodir")).start();
        } catch (IOException e) {
            System.out.println("missing dir: " + e.getMessage().replace(dir.getPath(), "TMP"));
        }
        try {
            new ProcessBuilder().start();
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty command: " + e.getClass().getName());
        }
        try {
            new ProcessBuilder("/bin/echo", null).start();
        } catch (NullPointerException e) {
            System.out.println("null arg: " + e.getClass().getName());
        }
        try {
            Runtime.getRuntime().exec("nope-no-such-program");
        } catch (IOException e) {
            System.out.println("exec missing: " + e.getMessage());
        }

        // Runtime.exec overloads
        System.out.println("exec string [" + readAll(Runtime.getRuntime().exec("/bin/echo a  b\tc").getInputStream()).trim() + "]");
        System.out.println("exec array [" + readAll(Runtime.getRuntime().exec(new String[] {"/bin/echo", "x y"}).getInputStream()).trim() + "]");
        System.out.println("exec env [" + readAll(Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "echo $V1 ${HOME-nohome}"},
                new String[] {"V1=v1"}).getInputStream()).trim() + "]");
        System.out.println("exec dir [" + readAll(Runtime.getRuntime().exec("/bin/cat out.txt", null, dir).getInputStream()).replace('\n', '|') + "]");
        try {
            Runtime.getRuntime().exec("");
        } catch (IllegalArgumentException e) {
            System.out.println("exec empty: " + e.getMessage());
        }

        // destroy a sleeper
        Process s = new ProcessBuilder("/bin/sleep", "30").start();
        System.out.println("sleeper alive " + s.isAlive());
        try {
            s.exitValue();
        } catch (IllegalThreadStateException e) {
            System.out.println("exitValue: " + e.getMessage());
        }
        long t0 = System.nanoTime();
        System.out.println("waitFor timeout " + s.waitFor(200, TimeUnit.MILLISECONDS));
        System.out.println("waited long enough " + (System.nanoTime() - t0 >= 150_000_000L));
        s.destroy();
        System.out.println("destroyed exit " + s.waitFor() + " alive " + s.isAlive() + " waitFor(t) " + s.waitFor(1, TimeUnit.SECONDS));
        s = new ProcessBuilder("/bin/sleep", "30").start();
        System.out.println("forcibly same " + (s.destroyForcibly() == s));
        System.out.println("killed exit " + s.waitFor());
        System.out.println("supports normal termination " + s.supportsNormalTermination());

        // interrupt of waitFor
        final Process s2 = new ProcessBuilder("/bin/sleep", "30").start();
        final Thread main = Thread.currentThread();
        Thread intr = new Thread() {
            public void run() {
                try { Thread.sleep(100); } catch (InterruptedException e) { }
                main.interrupt();
            }
        };
        intr.start();
        try {
            s2.waitFor();
            System.out.println("not interrupted");
        } catch (InterruptedException e) {
            System.out.println("waitFor interrupted, alive " + s2.isAlive());
        }
        intr.join();
        s2.destroy();
        System.out.println("s2 exit " + s2.waitFor());

        // onExit
        Process oe = new ProcessBuilder("/bin/sh", "-c", "exit 7").start();
        System.out.println("onExit same " + (oe.onExit().get() == oe) + " " + oe.exitValue());

        // a thread reading a pipe while another computes
        final Process slow = new ProcessBuilder("/bin/sh", "-c", "sleep 0.3; echo late").start();
        final String[] got = new String[1];
        Thread reader = new Thread() {
            public void run() {
                try { got[0] = readAll(slow.getInputStream()).trim(); } catch (IOException e) { got[0] = e.toString(); }
            }
        };
        reader.start();
        long sum = 0;
        for (int i = 0; i < 1000; i++) sum += i;
        System.out.println("computed while reading " + sum);
        reader.join();
        System.out.println("reader got " + got[0] + " exit " + slow.waitFor());

        // threads blocked in a pipe read and in waitFor do not hold up a collection
        final Process blocker = new ProcessBuilder("/bin/sleep", "60").start();   // destroyed below
        final String[] blockedRead = new String[2];
        Thread blockedReader = new Thread() {
            public void run() {
                try { blockedRead[0] = readAll(blocker.getInputStream()); } catch (IOException e) { blockedRead[0] = e.toString(); }
            }
        };
        Thread blockedWaiter = new Thread() {
            public void run() {
                try { blockedRead[1] = "waiter got " + blocker.waitFor(); } catch (InterruptedException e) { blockedRead[1] = e.toString(); }
            }
        };
        blockedReader.start();
        blockedWaiter.start();
        Thread.sleep(100);
        long g0 = System.nanoTime();
        System.gc();
        System.gc();
        System.out.println("gc while blocked quick " + (System.nanoTime() - g0 < 20_000_000_000L) + " alive " + blocker.isAlive());
        blocker.destroy();
        blockedReader.join();
        blockedWaiter.join();
        System.out.println("blocked reader ended " + (blockedRead[0].isEmpty() || blockedRead[0].contains("Stream closed")) + " " + blockedRead[1]);

        out.delete();
        err.delete();
        System.out.println("cleanup " + dir.delete());
    }
}
