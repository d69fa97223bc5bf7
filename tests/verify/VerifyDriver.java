import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/*
 * Loads each named case class (which links and verifies it) and runs its
 * main method, then prints one line per case:
 *
 *   @@<TAB>NAME<TAB>EXCEPTION CLASS or "-"<TAB>first line of the message
 *
 * The same program runs on both VMs, so the exception classes compare
 * directly. An exception thrown by main itself is unwrapped from
 * InvocationTargetException.
 */
public class VerifyDriver {
    public static void main(String[] args) {
        for (String name : args) {
            System.out.println("@@\t" + name + "\t" + run(name));
        }
    }

    private static String run(String name) {
        Throwable thrown;
        try {
            Class<?> c = Class.forName(name.replace('/', '.'));
            Method m = c.getMethod("main", String[].class);
            m.invoke(null, (Object) new String[0]);
            return "-\t";
        } catch (InvocationTargetException e) {
            thrown = e.getCause() != null ? e.getCause() : e;
        } catch (Throwable t) {
            thrown = t;
        }
        String msg = String.valueOf(thrown.getMessage());
        int nl = msg.indexOf('\n');
        if (nl >= 0) {
            msg = msg.substring(0, nl);
        }
        return thrown.getClass().getName() + "\t" + msg.replace('\t', ' ');
    }
}
