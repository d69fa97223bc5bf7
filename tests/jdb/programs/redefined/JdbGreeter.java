/* The new version of JdbGreeter that the redefine session installs. */
public class JdbGreeter {
    static String greet() {
        return "greeting from the redefined class";
    }
}
