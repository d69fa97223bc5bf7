package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Builds child processes: command, directory, environment and redirects. */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null)
            throw new NullPointerException();
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (int i = 0; i < command.length; i++)
            this.command.add(command[i]);
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null)
            throw new NullPointerException();
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (int i = 0; i < command.length; i++)
            this.command.add(command[i]);
        return this;
    }

    public List<String> command() { return command; }

    public Map<String, String> environment() {
        if (environment == null)
            environment = new Environment(System.getenv());
        return environment;
    }

    /* Runtime.exec's envp: "NAME=value" strings replace the environment. */
    ProcessBuilder environment(String[] envp) {
        if (envp != null) {
            Map<String, String> env = environment();
            env.clear();
            for (int i = 0; i < envp.length; i++) {
                String s = envp[i];
                if (s == null)
                    throw new NullPointerException();
                int eq = s.indexOf('=', 1);
                if (eq != -1)
                    env.put(s.substring(0, eq), s.substring(eq + 1));
            }
        }
        return this;
    }

    public File directory() { return directory; }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    private Redirect[] redirects() {
        if (redirects == null)
            redirects = new Redirect[] { Redirect.PIPE, Redirect.PIPE, Redirect.PIPE };
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND)
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ)
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ)
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) { return redirectInput(Redirect.from(file)); }

    public ProcessBuilder redirectOutput(File file) { return redirectOutput(Redirect.to(file)); }

    public ProcessBuilder redirectError(File file) { return redirectError(Redirect.to(file)); }

    public Redirect redirectInput() { return redirects == null ? Redirect.PIPE : redirects[0]; }

    public Redirect redirectOutput() { return redirects == null ? Redirect.PIPE : redirects[1]; }

    public Redirect redirectError() { return redirects == null ? Redirect.PIPE : redirects[2]; }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() { return redirectErrorStream; }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    public Process start() throws IOException {
        String[] cmd = command.toArray(new String[command.size()]);
        cmd = cmd.clone();
        for (int i = 0; i < cmd.length; i++)
            if (cmd[i] == null)
                throw new NullPointerException();
        String prog = cmd[0];
        for (int i = 0; i < cmd.length; i++)
            if (cmd[i].indexOf('\u0000') >= 0)
                throw new IOException("invalid null character in command");
        String dir = directory == null ? null : directory.toString();
        String[] env = null;
        if (environment != null) {
            env = new String[environment.size()];
            int n = 0;
            for (Iterator<Map.Entry<String, String>> it = environment.entrySet().iterator(); it.hasNext();) {
                Map.Entry<String, String> e = it.next();
                env[n++] = e.getKey() + "=" + e.getValue();
            }
        }
        Redirect[] r = redirects();
        int[] modes = new int[3];
        String[] files = new String[3];
        for (int i = 0; i < 3; i++) {
            modes[i] = modeOf(r[i]);
            files[i] = r[i].file() == null ? null : r[i].file().getPath();
        }
        try {
            return ProcessImpl.start(cmd, env, dir, modes, files, redirectErrorStream);
        } catch (IOException e) {
            throw new IOException("Cannot run program \"" + prog + "\""
                    + (dir == null ? "" : " (in directory \"" + dir + "\")") + ": " + e.getMessage(), e);
        }
    }

    private static int modeOf(Redirect r) {
        switch (r.type()) {
        case PIPE: return ProcessImpl.PIPE;
        case INHERIT: return ProcessImpl.INHERIT;
        case READ: return ProcessImpl.READ;
        case WRITE: return ProcessImpl.WRITE;
        default: return ProcessImpl.APPEND;
        }
    }

    /** Where a child's standard input comes from or its output goes. */
    public abstract static class Redirect {
        public enum Type { PIPE, INHERIT, READ, WRITE, APPEND }

        public static final Redirect PIPE = new Redirect() {
            public Type type() { return Type.PIPE; }

            public String toString() { return type().toString(); }
        };

        public static final Redirect INHERIT = new Redirect() {
            public Type type() { return Type.INHERIT; }

            public String toString() { return type().toString(); }
        };

        public static final Redirect DISCARD = new Redirect() {
            private final File nullFile = new File("/dev/null");

            public Type type() { return Type.WRITE; }

            public File file() { return nullFile; }

            public String toString() { return type().toString(); }
        };

        public abstract Type type();

        public File file() { return null; }

        boolean append() { throw new UnsupportedOperationException(); }

        public static Redirect from(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new FileRedirect(Type.READ, file);
        }

        public static Redirect to(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new FileRedirect(Type.WRITE, file);
        }

        public static Redirect appendTo(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new FileRedirect(Type.APPEND, file);
        }

        public boolean equals(Object obj) {
            if (obj == this)
                return true;
            if (!(obj instanceof Redirect))
                return false;
            Redirect r = (Redirect) obj;
            if (r.type() != type())
                return false;
            return file() != null && file().equals(r.file());
        }

        public int hashCode() {
            File f = file();
            return f == null ? super.hashCode() : f.hashCode();
        }

        private Redirect() {
        }

        private static final class FileRedirect extends Redirect {
            private final Type type;
            private final File file;

            FileRedirect(Type type, File file) {
                this.type = type;
                this.file = file;
            }

            public Type type() { return type; }

            public File file() { return file; }

            boolean append() { return type == Type.APPEND; }

            public String toString() {
                String what = type == Type.READ ? "read from" : type == Type.WRITE ? "write to" : "append to";
                return "redirect to " + what + " file \"" + file + "\"";
            }
        }
    }

    /* The child's environment: a copy of the VM's that checks names and values as the JDK does. */
    private static final class Environment extends HashMap<String, String> {
        Environment(Map<String, String> env) {
            super();
            for (Iterator<Map.Entry<String, String>> it = env.entrySet().iterator(); it.hasNext();) {
                Map.Entry<String, String> e = it.next();
                super.put(e.getKey(), e.getValue());
            }
        }

        private static String checkName(String name) {
            if (name.indexOf('=') != -1 || name.indexOf('\u0000') != -1)
                throw new IllegalArgumentException("Invalid environment variable name: \"" + name + "\"");
            return name;
        }

        private static String checkValue(String value) {
            if (value.indexOf('\u0000') != -1)
                throw new IllegalArgumentException("Invalid environment variable value: \"" + value + "\"");
            return value;
        }

        public String put(String name, String value) {
            if (name == null || value == null)
                throw new NullPointerException();
            return super.put(checkName(name), checkValue(value));
        }

        public void putAll(Map<? extends String, ? extends String> m) {
            for (Iterator<? extends Map.Entry<? extends String, ? extends String>> it = m.entrySet().iterator(); it.hasNext();) {
                Map.Entry<? extends String, ? extends String> e = it.next();
                put(e.getKey(), e.getValue());
            }
        }
    }
}
