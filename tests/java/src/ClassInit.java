public class ClassInit {
    static void log(String s) { System.out.println(s); }

    static class ByStaticCall {
        static { log("init ByStaticCall"); }
        static int call() { return 1; }
    }

    static class ByStaticField {
        static int value = 5;
        static { log("init ByStaticField"); }
    }

    static class ByFieldWrite {
        static int value;
        static { log("init ByFieldWrite"); }
    }

    static class ByNew {
        static { log("init ByNew"); }
    }

    static class Parent {
        static int pval = 10;
        static { log("init Parent"); }
    }

    static class Child extends Parent {
        static int cval = 20;
        static { log("init Child"); }
    }

    static class Constants {
        static final int INT = 7;
        static final String STR = "const";
        static final long LONG = 1L << 40;
        static { log("init Constants (must not happen)"); }
    }

    static class ArrayOnly {
        static { log("init ArrayOnly (must not happen)"); }
    }

    static class NonConstantFinal {
        static final Integer BOXED = 99;
        static { log("init NonConstantFinal"); }
    }

    interface Iface {
        int X = ClassInit.sideEffect("Iface.X");
        static void hello() { log("Iface.hello"); }
    }

    static class Impl implements Iface {
        static { log("init Impl"); }
    }

    interface WithDefault {
        int Y = ClassInit.sideEffect("WithDefault.Y");
        default void d() { }
    }

    static class ImplDefault implements WithDefault {
        static { log("init ImplDefault"); }
    }

    static class ClassLiteral {
        static { log("init ClassLiteral (must not happen)"); }
    }

    static class ForName {
        static { log("init ForName"); }
    }

    static int sideEffect(String what) {
        log("evaluating " + what);
        return 3;
    }

    public static void main(String[] args) throws Exception {
        log("start");
        log("const " + Constants.INT + " " + Constants.STR + " " + Constants.LONG);
        ArrayOnly[] arr = new ArrayOnly[3];
        ArrayOnly[][] arr2 = new ArrayOnly[2][2];
        log("arrays " + arr.length + " " + arr2.length);
        Class<?> lit = ClassLiteral.class;
        log("class literal " + lit.getSimpleName());
        log("call " + ByStaticCall.call());
        log("call again " + ByStaticCall.call());
        log("field " + ByStaticField.value);
        ByFieldWrite.value = 3;
        log("wrote field");
        new ByNew();
        log("child static via subclass: " + Child.cval);
        log("parent field via child: " + Child.pval);
        log("boxed final " + NonConstantFinal.BOXED);
        new Impl();
        log("Impl created, now Iface.X");
        log("Iface.X = " + Iface.X);
        Iface.hello();
        new ImplDefault();
        Class.forName("ClassInit$ForName");
        Class<?> noInit = Class.forName("ClassInit$ClassLiteral", false, ClassInit.class.getClassLoader());
        log("forName without init " + noInit.getSimpleName());
        log("end");
    }
}
