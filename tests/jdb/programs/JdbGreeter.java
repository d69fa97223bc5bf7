/* The class the redefine session replaces (its new version: redefined/). */
public class JdbGreeter {
    static String greet() {
        return "greeting from the original class";
    }
}
