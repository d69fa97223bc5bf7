abstract class InhShape {
    private static int created;
    protected final String name;

    InhShape(String name) {
        this.name = name;
        created++;
    }

    abstract double area();

    String describe() {
        return name + " with area " + area();
    }

    static int created() { return created; }

    public String toString() { return "Shape(" + name + ")"; }
}

class InhRect extends InhShape {
    final double w, h;

    InhRect(double w, double h) {
        this("rect", w, h);
    }

    protected InhRect(String n, double w, double h) {
        super(n);
        this.w = w;
        this.h = h;
    }

    double area() { return w * h; }

    String describe() { return "[" + super.describe() + "]"; }
}

class InhSquare extends InhRect {
    InhSquare(double s) { super("square", s, s); }

    String describe() { return "{" + super.describe() + "}"; }

    public String toString() { return "Square/" + super.toString(); }
}

class InhCircle extends InhShape {
    final int r;
    InhCircle(int r) { super("circle"); this.r = r; }
    double area() { return 3 * r * r; }
}

public class Inheritance {
    static class A {
        String f = "A.f";
        static String s() { return "A.s"; }
        String m() { return "A.m"; }
        String callM() { return m(); }
        private String p() { return "A.p"; }
        String callP() { return p(); }
    }

    static class B extends A {
        String f = "B.f";
        static String s() { return "B.s"; }
        String m() { return "B.m"; }
        String superM() { return super.m() + "+" + super.f; }
        private String p() { return "B.p"; }
    }

    static class C extends B {
        String m() { return "C.m>" + super.m(); }
    }

    public static void main(String[] args) {
        InhShape[] shapes = {new InhRect(2, 3), new InhSquare(4), new InhCircle(2)};
        for (InhShape s : shapes) {
            System.out.println(s.describe() + " " + s + " " + s.getClass().getName() + " super " + s.getClass().getSuperclass().getName());
        }
        System.out.println("created " + InhShape.created());
        A a = new C();
        B b = (B) a;
        System.out.println(a.f + " " + b.f + " " + ((A) b).f);
        System.out.println(a.m() + " " + a.callM() + " " + b.superM());
        System.out.println(A.s() + " " + B.s());
        System.out.println("private not overridden: " + a.callP());
        System.out.println("instanceof " + (a instanceof B) + " " + (a instanceof C) + " " + (new A() instanceof B));
        Object o = new InhSquare(1);
        System.out.println("rect? " + (o instanceof InhRect) + " circle? " + (o instanceof InhCircle));
        System.out.println("Object methods: " + new InhCircle(1).equals(new InhCircle(1)) + " " + "x".equals("x"));
    }
}
