/* Objects the VM allocates itself: reflective instantiation. */
public class Vmallocself {
    static class Item {
        int value;
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            Item it = Item.class.newInstance();
            it.value = i;
            sum += it.value;
        }
        Object[] items = (Object[]) java.lang.reflect.Array.newInstance(Item.class, 2);
        System.out.println("made 3 items, sum " + sum + ", and an array of " + items.length);
    }
}
