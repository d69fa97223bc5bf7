public class SystemExit {
    public static void main(String[] args) {
        System.out.println("exiting with 3");
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("shutdown hook ran");
            }
        });
        try {
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
    }
}
