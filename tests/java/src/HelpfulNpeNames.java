// javac-options: -g
import java.util.List;

/*
 * Helpful NullPointerException messages of a class compiled with -g: locals
 * and parameters are named by the LocalVariableTable; slots it does not
 * cover (javac's own temporaries) are still "<localN>".
 */
public class HelpfulNpeNames {
    String label;
    HelpfulNpeNames link;
    HelpfulNpeNames[] links;
    int pos;

    static HelpfulNpeNames shared;

    static void parameter(String name) { name.length(); }
    static void secondParameter(int count, List<String> names) { names.size(); }
    static void wideParameters(long first, double second, Object third) { third.hashCode(); }
    static void local() { String value = null; value.length(); }
    static void reassigned(String name) { name = name.isEmpty() ? null : null; name.length(); }
    void thisField() { label.length(); }
    void thisChain() { link.link.label.length(); }
    static void field(HelpfulNpeNames node) { node.label.length(); }
    static void chain(HelpfulNpeNames node) { node.link.link.link.label.length(); }
    static void longChain(HelpfulNpeNames node) { node.link.link.link.link.link.link.label.length(); }
    static void element(String[] names, int i) { names[i].length(); }
    static void nestedElement(String[][] grid, int row, int col) { grid[row][col].length(); }
    static void indexFromField(HelpfulNpeNames node) { node.links[node.pos].label.length(); }
    static void indexFromElement(String[] names, int[] order) { names[order[0]].length(); }
    static void arrayFromStatic() { shared.links[0].label.length(); }
    static void forEach(String[] names) { for (String n : names) { n.length(); } }
    static void forEachNull(String[] names) { for (String n : names) { } }
    static void afterLoop(String[] names) {
        String last = "";
        for (int i = 0; i < names.length; i++) {
            last = names[i];
        }
        last.length();
    }
    static void scopes(boolean flag) {
        if (flag) {
            String inner = null;
            inner.length();
        } else {
            Object other = null;
            other.hashCode();
        }
    }
    static void unbox(Integer amount) { int x = amount + 1; }
    static void sync(Object lock) { synchronized (lock) { lock.notify(); } }
    static void thrown(Error error) { throw error; }
    static void arrayStore(long[] totals, int at) { totals[at] = 5L; }

    static void run(int n) {
        HelpfulNpeNames node = new HelpfulNpeNames();
        switch (n) {
        case 1: parameter(null); break;
        case 2: secondParameter(1, null); break;
        case 3: wideParameters(1L, 2d, null); break;
        case 4: local(); break;
        case 5: reassigned(""); break;
        case 6: node.thisField(); break;
        case 7: node.link = node; node.thisChain(); break;
        case 8: field(node); break;
        case 9: node.link = node; chain(node); break;
        case 10: node.link = node; longChain(node); break;
        case 11: element(new String[3], 2); break;
        case 12: nestedElement(new String[2][], 1, 0); break;
        case 13: node.links = new HelpfulNpeNames[1]; indexFromField(node); break;
        case 14: indexFromElement(new String[2], new int[] { 1 }); break;
        case 15: shared = node; node.links = new HelpfulNpeNames[1]; arrayFromStatic(); break;
        case 16: forEach(new String[] { "a", null }); break;
        case 17: forEachNull(null); break;
        case 18: afterLoop(new String[] { "a", null }); break;
        case 19: scopes(true); break;
        case 20: scopes(false); break;
        case 21: unbox(null); break;
        case 22: sync(null); break;
        case 23: thrown(null); break;
        case 24: arrayStore(null, 0); break;
        default: throw new IllegalStateException("no case " + n);
        }
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 24; n++) {
            try {
                run(n);
                System.out.println(n + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(n + ": " + e.getMessage());
            }
        }
    }
}
