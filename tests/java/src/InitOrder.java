public class InitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) {
        System.out.println(s);
    }

    static class Base {
        static int sb = init("Base static field");
        int ib = init("Base instance field");

        static {
            log("Base static block");
        }

        {
            log("Base instance block");
        }

        Base() {
            log("Base constructor");
            describe();
        }

        void describe() {
            log("Base.describe");
        }

        static int init(String what) {
            log(what);
            return 1;
        }
    }

    static class Derived extends Base {
        static int sd = init("Derived static field");
        int id = init("Derived instance field");
        String name = "named";

        static {
            log("Derived static block");
        }

        {
            log("Derived instance block, name=" + name);
        }

        Derived() {
            this(5);
            log("Derived() done");
        }

        Derived(int x) {
            super();
            log("Derived(int) x=" + x + " id=" + id);
        }

        @Override
        void describe() {
            log("Derived.describe sees name=" + name + " id=" + id);
        }
    }

    static class Holder {
        static final int CONST = 42;
        static final String SCONST = "constant";
        static int nonConst = Base.init("Holder.nonConst init");
    }

    public static void main(String[] args) {
        log("main start");
        log("Holder.CONST " + Holder.CONST + " " + Holder.SCONST);
        log("creating Derived");
        new Derived();
        log("creating second Derived");
        new Derived(7);
        log("Holder.nonConst " + Holder.nonConst);
        log("main end");
    }
}
