public class CastMessages {
    static class Apple { }
    static class Pear { }

    public static void main(String[] args) {
        Object[] objs = {new Apple(), "text", 7, new int[0], new Apple[0]};
        for (Object o : objs) {
            try {
                Pear p = (Pear) o;
                System.out.println(p);
            } catch (ClassCastException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            Object o = "s";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object o = new Apple[1];
            String[] s = (String[]) o;
            System.out.println(s.length);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
    }
}
