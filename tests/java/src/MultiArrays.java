import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid));
        long[][][] cube = new long[2][3][2];
        long n = 0;
        for (long[][] plane : cube)
            for (long[] row : plane)
                for (int k = 0; k < row.length; k++)
                    row[k] = n++ * 1000000000L;
        System.out.println(Arrays.deepToString(cube));
        String[][] partial = new String[3][];
        System.out.println("partial " + Arrays.toString(partial));
        for (int i = 0; i < partial.length; i++) {
            partial[i] = new String[i + 1];
            Arrays.fill(partial[i], "s" + i);
        }
        System.out.println("jagged " + Arrays.deepToString(partial));
        double[][][] part3 = new double[2][2][];
        System.out.println("part3 " + part3[1][1] + " " + part3[1].length);
        int[][] lit = {{1}, {2, 3}, {}, {4, 5, 6}};
        int total = 0;
        for (int[] r : lit) for (int v : r) total += v;
        System.out.println("literal total " + total + " lengths " + lit[0].length + lit[1].length + lit[2].length + lit[3].length);
        int[][] cl = grid.clone();
        cl[0][0] = 999;
        cl[1] = new int[] {7};
        System.out.println("shallow clone " + grid[0][0] + " " + grid[1].length + " " + (cl != grid) + " " + (cl[2] == grid[2]));
        int[] one = {3, 1, 2};
        int[] oc = one.clone();
        oc[0] = 100;
        System.out.println("clone " + Arrays.toString(one) + " " + Arrays.toString(oc));
        Object o = new int[2][3];
        System.out.println("class " + o.getClass().getName() + " " + (o instanceof Object[]) + " " + (o instanceof int[][]));
        char[][] board = new char[3][3];
        for (char[] r : board) Arrays.fill(r, '.');
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] r : board) System.out.println(new String(r));
        boolean[][] flags = new boolean[2][2];
        flags[1][0] = true;
        System.out.println(Arrays.deepToString(flags));
        Integer[][] boxed = new Integer[2][2];
        boxed[0][1] = 5;
        System.out.println(Arrays.deepToString(boxed));
        Object[] arr = (Object[]) java.lang.reflect.Array.newInstance(String.class, 3);
        System.out.println("reflect " + arr.getClass().getName() + " " + java.lang.reflect.Array.getLength(arr));
        int[][] rm = (int[][]) java.lang.reflect.Array.newInstance(int.class, 2, 5);
        java.lang.reflect.Array.set(rm[1], 4, 42);
        System.out.println("reflect multi " + Arrays.deepToString(rm) + " get " + java.lang.reflect.Array.get(rm[1], 4));
        int[][][][] four = new int[2][2][2][2];
        four[1][1][1][1] = 16;
        System.out.println("four " + four[1][1][1][1] + " " + four.length + four[0][0][0].length);
        int[][] zero = new int[0][5];
        int[][] zero2 = new int[5][0];
        System.out.println("zero dims " + zero.length + " " + zero2.length + " " + zero2[4].length);
    }
}
