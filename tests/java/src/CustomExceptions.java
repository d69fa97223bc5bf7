public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
        int code() { return code; }
    }

    static class ValidationException extends AppException {
        ValidationException(String field) { super("invalid " + field, 400); }
        @Override public String getMessage() { return "Validation: " + super.getMessage(); }
    }

    static class Quiet extends RuntimeException {
        Quiet() { super(); }
        @Override public String toString() { return "Quiet!"; }
    }

    static class NoStack extends RuntimeException {
        NoStack(String m) { super(m, null, false, false); }
    }

    static void validate(String s) throws ValidationException {
        if (s.isEmpty()) throw new ValidationException("empty");
    }

    static void layer1() throws AppException {
        try {
            validate("");
        } catch (ValidationException e) {
            throw new AppException("layer1 failed", e);
        }
    }

    static void layer2() {
        try {
            layer1();
        } catch (AppException e) {
            throw new IllegalStateException("layer2 failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            validate("");
        } catch (ValidationException e) {
            System.out.println(e + " | " + e.getMessage() + " | " + e.code() + " | " + e.getLocalizedMessage());
        } catch (AppException e) {
            System.out.println("wrong handler");
        }
        try {
            layer2();
        } catch (IllegalStateException e) {
            Throwable t = e;
            int depth = 0;
            while (t != null) {
                System.out.println("depth " + depth++ + ": " + t.getClass().getName() + ": " + t.getMessage());
                t = t.getCause();
            }
        }
        System.out.println(new Quiet() + " msg=" + new Quiet().getMessage());
        NoStack ns = new NoStack("nostack");
        System.out.println(ns + " frames=" + ns.getStackTrace().length);
        ns.addSuppressed(new RuntimeException("ignored"));
        System.out.println("suppressed disabled: " + ns.getSuppressed().length);
        Throwable withCause = new RuntimeException(new IllegalArgumentException("root"));
        System.out.println("message from cause: " + withCause.getMessage());
        Throwable t = new Exception("x");
        try {
            t.initCause(new Error("c"));
            t.initCause(new Error("d"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            t.initCause(t);
        } catch (IllegalStateException | IllegalArgumentException e) {
            System.out.println("self cause: " + e.getClass().getName() + ": " + e.getMessage());
        }
        Error err = new AssertionError("assert " + 42);
        System.out.println(err + " " + (err instanceof Error));
        AssertionError ae = new AssertionError(7);
        System.out.println(ae.getMessage());
        RuntimeException nullMsg = new RuntimeException((String) null);
        System.out.println("null message: " + nullMsg + " " + nullMsg.getMessage());
        Exception fromCauseNull = new Exception((Throwable) null);
        System.out.println("null cause: " + fromCauseNull.getMessage() + " " + fromCauseNull.getCause());
    }
}
