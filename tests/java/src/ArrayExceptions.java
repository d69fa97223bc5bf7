public class ArrayExceptions {
    static int[] arr = new int[3];

    public static void main(String[] args) {
        int[] idx = {5, 3, -1, Integer.MIN_VALUE, 2};
        for (int i : idx) {
            try {
                arr[i] = 1;
                System.out.println("stored at " + i);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("store: " + e);
            }
            try {
                System.out.println("loaded " + arr[i]);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("load: " + e.getMessage());
            }
        }
        long[] la = new long[0];
        try { la[0] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("long[]: " + e.getMessage()); }
        String[] sa = new String[2];
        try { System.out.println(sa[2]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("String[]: " + e.getMessage()); }
        byte[] ba = new byte[10];
        try { ba[10]++; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("byte[]: " + e.getMessage()); }
        char[] ca = new char[1];
        try { ca[-2] = 'x'; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("char[]: " + e.getMessage()); }
        Object[] objs = new String[2];
        try {
            objs[0] = "fine";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage() + " objs[0]=" + objs[0]);
        }
        Number[] nums = new Integer[1];
        try {
            nums[0] = Double.valueOf(1.5);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        Object[][] deep = new String[1][];
        try {
            deep[0] = new Object[1];
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        objs[1] = null;
        System.out.println("null store fine: " + objs[1]);
        int[] sizes = {-1, -100, Integer.MIN_VALUE};
        for (int s : sizes) {
            try {
                int[] bad = new int[s];
                System.out.println(bad.length);
            } catch (NegativeArraySizeException e) {
                System.out.println("NegativeArraySizeException: " + e.getMessage());
            }
        }
        try {
            String[][] bad = new String[2][-3];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("multi NegativeArraySizeException: " + e.getMessage());
        }
        int[] nul = null;
        try {
            System.out.println(nul.length);
        } catch (NullPointerException e) {
            System.out.println("null array length -> NPE");
        }
        try {
            nul[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("null array store -> NPE");
        }
        try {
            System.arraycopy(new int[3], 0, new int[2], 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy: " + e.getClass().getName());
        }
        try {
            System.arraycopy(new int[3], 0, new long[3], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy type mismatch: " + e.getClass().getName());
        }
        Object[] src = {"a", "b", 3, "d"};
        String[] dst = new String[4];
        try {
            System.arraycopy(src, 0, dst, 0, 4);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy partial: " + dst[0] + dst[1] + dst[2] + dst[3]);
        }
    }
}
