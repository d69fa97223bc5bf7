import java.util.List;
import java.util.function.*;

/* Sealed interfaces with records, pattern instanceof and switch expressions. */
public class SealedSwitch {
    sealed interface Shape permits Circle, Rect, Tri {
    }

    record Circle(double r) implements Shape {
    }

    record Rect(double w, double h) implements Shape {
    }

    static final class Tri implements Shape {
        final double b, h;

        Tri(double b, double h) {
            this.b = b;
            this.h = h;
        }
    }

    sealed interface Expr {
    }

    record Num(int v) implements Expr {
    }

    record Add(Expr l, Expr r) implements Expr {
    }

    record Mul(Expr l, Expr r) implements Expr {
    }

    record Neg(Expr e) implements Expr {
    }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static double area(Shape s) {
        if (s instanceof Circle c)
            return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() > 0)
            return r.w() * r.h();
        if (s instanceof Tri t)
            return t.b * t.h / 2;
        return 0;
    }

    static int eval(Expr e) {
        if (e instanceof Num n)
            return n.v();
        if (e instanceof Add a)
            return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m)
            return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n)
            return -eval(n.e());
        throw new IllegalStateException();
    }

    static String kind(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case FRI -> {
                String s = "almost";
                yield s + " weekend";
            }
            default -> "weekday";
        };
    }

    static int letters(String s) {
        return switch (s) {
            case "one", "two", "six" -> 3;
            case "three" -> 5;
            case "" -> 0;
            default -> {
                if (s.startsWith("x"))
                    yield -1;
                yield s.length();
            }
        };
    }

    static String oldSwitch(int i) {
        String r;
        switch (i) {
            case 1:
                r = "one";
                break;
            case 1000:
                r = "thousand";
                break;
            default:
                r = "many";
        }
        return r;
    }

    static int daysIn(int month) {
        return switch (month) {
            case 2 -> 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Tri(4, 5), new Rect(-1, 2));
        for (Shape s : shapes)
            System.out.println(s.getClass().getSimpleName() + " area " + area(s));
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Num(4))));
        System.out.println(e + " = " + eval(e));
        for (Day d : Day.values())
            System.out.println(d + " " + kind(d) + " " + d.ordinal());
        for (String s : new String[] { "one", "three", "", "xylophone", "seven", "six" })
            System.out.println("'" + s + "' -> " + letters(s));
        System.out.println(oldSwitch(1) + " " + oldSwitch(1000) + " " + oldSwitch(7));
        int total = 0;
        for (int m = 1; m <= 12; m++)
            total += daysIn(m);
        System.out.println("days in a year: " + total);
        Function<Day, Integer> hours = d -> switch (d) {
            case SAT, SUN -> 0;
            default -> 8;
        };
        int week = 0;
        for (Day d : Day.values())
            week += hours.apply(d);
        System.out.println("hours a week: " + week);
        Object o = 42;
        String desc = o instanceof Integer i && i > 40 ? "big int " + (i + 1) : "other";
        System.out.println(desc);
        System.out.println("sealed: " + Shape.class.isInterface());
        try {
            letters(null);
        } catch (NullPointerException ex) {
            System.out.println("switch on null string: NullPointerException");
        }
    }
}
