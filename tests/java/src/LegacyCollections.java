import java.util.Enumeration;
import java.util.EmptyStackException;
import java.util.Hashtable;
import java.util.Stack;
import java.util.Vector;

public class LegacyCollections {
    public static void main(String[] args) {
        Stack<String> st = new Stack<String>();
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println("stack " + st + " peek " + st.peek() + " search(a) " + st.search("a") + " search(z) " + st.search("z"));
        System.out.println("pop " + st.pop() + " " + st.pop() + " empty " + st.empty() + " size " + st.size());
        st.pop();
        try {
            st.pop();
        } catch (EmptyStackException e) {
            System.out.println("pop on empty: EmptyStackException " + e.getMessage());
        }
        Vector<Integer> v = new Vector<Integer>();
        for (int i = 0; i < 10; i++) v.addElement(i * i);
        v.insertElementAt(-1, 0);
        v.removeElementAt(3);
        System.out.println("vector " + v + " elementAt(4) " + v.elementAt(4) + " firstElement " + v.firstElement() + " lastElement " + v.lastElement());
        StringBuilder sb = new StringBuilder();
        for (Enumeration<Integer> e = v.elements(); e.hasMoreElements(); ) sb.append(e.nextElement()).append(';');
        System.out.println("enumeration " + sb);
        v.setSize(3);
        System.out.println("setSize " + v + " capacity>=3 " + (v.capacity() >= 3));
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        String[] keys = {"one", "two", "three", "four", "five", "six", "seven", "eight"};
        for (int i = 0; i < keys.length; i++) ht.put(keys[i], i + 1);
        System.out.println("hashtable " + ht);
        System.out.println("get " + ht.get("three") + " contains(5) " + ht.contains(5) + " containsKey " + ht.containsKey("nine"));
        sb.setLength(0);
        for (Enumeration<String> e = ht.keys(); e.hasMoreElements(); ) sb.append(e.nextElement()).append(' ');
        System.out.println("keys " + sb);
        try {
            ht.put("null", null);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null value -> NullPointerException");
        }
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("Hashtable null key -> NullPointerException");
        }
        Hashtable<Integer, String> hi = new Hashtable<Integer, String>();
        for (int i = 0; i < 30; i += 2) hi.put(i * 7, "x" + i);
        System.out.println("integer hashtable " + hi);
        ht.remove("one");
        System.out.println("size " + ht.size() + " isEmpty " + ht.isEmpty());
    }
}
