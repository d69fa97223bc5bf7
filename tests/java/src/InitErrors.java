public class InitErrors {
    static class Faulty {
        static int value = compute();
        static int compute() {
            System.out.println("Faulty.<clinit> running");
            throw new IllegalStateException("static init failed");
        }
        static void touch() { System.out.println("touch"); }
    }

    static class FaultyError {
        static {
            if (true) throw new Error("direct error");
        }
        static int x;
    }

    static class ArithInit {
        static int z = 0;
        static int bad = 10 / z;
    }

    public static void main(String[] args) {
        try {
            Faulty.touch();
        } catch (ExceptionInInitializerError e) {
            System.out.println("first: " + e.getClass().getName() + " message=" + e.getMessage());
            System.out.println("cause: " + e.getCause());
            System.out.println("getException: " + e.getException());
        }
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(Faulty.value);
            } catch (NoClassDefFoundError e) {
                System.out.println("again: " + e.getClass().getName() + ": " + e.getMessage());
                System.out.println("  cause: " + e.getCause());
            }
        }
        try {
            new Faulty();
        } catch (NoClassDefFoundError e) {
            System.out.println("new: NoClassDefFoundError");
        }
        try {
            FaultyError.x = 1;
        } catch (Error e) {
            System.out.println("Error in clinit is rethrown as is: " + e);
        }
        try {
            FaultyError.x = 2;
        } catch (NoClassDefFoundError e) {
            System.out.println("then: " + e.getMessage());
        }
        try {
            System.out.println(ArithInit.bad);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: " + e.getCause());
        }
        try {
            Class.forName("InitErrors$ArithInit");
        } catch (Throwable e) {
            System.out.println("forName after failure: " + e.getClass().getName());
        }
        System.out.println("done");
    }
}
