import java.lang.reflect.Method;

/* Program of the mathevents agent: each Math method HotSpot's interpreter
 * runs as a built-in entry, called directly and through reflection, and a
 * few that are ordinary calls on both VMs. */
public class Mathevents {
    static void begin() {}
    static void end() {}
    static void mark(String what) {}

    public static void main(String[] args) throws Exception {
        double x = 0.75, s = 0;
        float f = 0.5f;
        begin();
        mark("sin"); s += Math.sin(x);
        mark("cos"); s += Math.cos(x);
        mark("tan"); s += Math.tan(x);
        mark("abs(double)"); s += Math.abs(-x);
        mark("sqrt"); s += Math.sqrt(x);
        mark("log"); s += Math.log(x);
        mark("log10"); s += Math.log10(x);
        mark("pow"); s += Math.pow(x, 2.5);
        mark("exp"); s += Math.exp(x);
        mark("fma(double)"); s += Math.fma(x, 3.0, 1.0);
        mark("fma(float)"); f += Math.fma(f, 3.0f, 1.0f);
        mark("abs(int)"); s += Math.abs(-3);
        mark("StrictMath.sqrt"); s += StrictMath.sqrt(x);
        mark("reflection"); s += (Double) Math.class.getMethod("sqrt", double.class).invoke(null, x);
        end();
        System.out.println("sin " + Math.sin(x) + " cos " + Math.cos(x) + " sqrt " + Math.sqrt(2.0));
        System.out.println("abs " + Math.abs(-0.0) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(-1.5));
        System.out.println("pow " + Math.pow(2.0, 10) + " " + Math.pow(1.0, Double.NaN) + " " + Math.pow(-1.0, Double.POSITIVE_INFINITY)
                           + " " + Math.pow(Double.NaN, 0.0));
        System.out.println("log " + Math.log(1.0) + " " + Math.log10(1000.0) + " " + Math.exp(0.0) + " " + Math.log(-1.0));
        System.out.println("fma " + Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1f, 10.0f, -1.0f) + " " + Math.fma(Float.MAX_VALUE, 2.0f, -Float.MAX_VALUE));
        System.out.println("sum " + (long) (s * 1e6) + " " + f);
    }
}
