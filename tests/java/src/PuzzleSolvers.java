import java.util.*;

public class PuzzleSolvers {
    static int[][] grid;
    static long nodes;

    static boolean canPlace(int r, int c, int v) {
        for (int i = 0; i < 9; i++) if (grid[r][i] == v || grid[i][c] == v) return false;
        int br = r / 3 * 3, bc = c / 3 * 3;
        for (int i = br; i < br + 3; i++) for (int j = bc; j < bc + 3; j++) if (grid[i][j] == v) return false;
        return true;
    }

    static boolean solve() {
        int bestR = -1, bestC = -1, bestCount = 10;
        search:
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (grid[r][c] != 0) continue;
                int count = 0;
                for (int v = 1; v <= 9; v++) if (canPlace(r, c, v)) count++;
                if (count < bestCount) { bestCount = count; bestR = r; bestC = c; if (count <= 1) break search; }
            }
        }
        if (bestR < 0) return true;
        for (int v = 1; v <= 9; v++) {
            if (!canPlace(bestR, bestC, v)) continue;
            nodes++;
            grid[bestR][bestC] = v;
            if (solve()) return true;
            grid[bestR][bestC] = 0;
        }
        return false;
    }

    static void printGrid() {
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) System.out.println("+-------+-------+-------+");
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0) sb.append("| ");
                sb.append(grid[r][c] == 0 ? "." : String.valueOf(grid[r][c])).append(' ');
            }
            System.out.println(sb.append('|'));
        }
        System.out.println("+-------+-------+-------+");
    }

    static void sudoku(String puzzle) {
        grid = new int[9][9];
        for (int i = 0; i < 81; i++) {
            char ch = puzzle.charAt(i);
            grid[i / 9][i % 9] = ch == '.' ? 0 : ch - '0';
        }
        nodes = 0;
        boolean ok = solve();
        System.out.println("solved=" + ok + " nodes=" + nodes);
        printGrid();
        int check = 0;
        for (int[] row : grid) check = check * 31 + Arrays.hashCode(row);
        System.out.println("check " + check);
    }

    static int queensCount;
    static int[] firstSolution;

    static void queens(int n, int row, int cols, int d1, int d2, int[] pos) {
        if (row == n) {
            if (queensCount++ == 0) firstSolution = pos.clone();
            return;
        }
        int free = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            pos[row] = Integer.numberOfTrailingZeros(bit);
            queens(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >>> 1, pos);
        }
    }

    static List<List<Integer>> permutations(List<Integer> items) {
        List<List<Integer>> out = new ArrayList<List<Integer>>();
        if (items.isEmpty()) { out.add(new ArrayList<Integer>()); return out; }
        for (int i = 0; i < items.size(); i++) {
            List<Integer> rest = new ArrayList<Integer>(items);
            Integer head = rest.remove(i);
            for (List<Integer> p : permutations(rest)) { p.add(0, head); out.add(p); }
        }
        return out;
    }

    public static void main(String[] args) {
        sudoku("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        sudoku("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
        for (int n = 1; n <= 10; n++) {
            queensCount = 0;
            firstSolution = null;
            queens(n, 0, 0, 0, 0, new int[n]);
            System.out.println(n + "-queens: " + queensCount + " solutions, first " + (firstSolution == null ? "none" : Arrays.toString(firstSolution)));
        }
        queensCount = 0;
        queens(8, 0, 0, 0, 0, new int[8]);
        char[][] board = new char[8][8];
        for (char[] row : board) Arrays.fill(row, '.');
        for (int r = 0; r < 8; r++) board[r][firstSolution[r]] = 'Q';
        for (char[] row : board) System.out.println(new String(row));
        List<List<Integer>> perms = permutations(Arrays.asList(1, 2, 3, 4));
        System.out.println(perms.size() + " " + perms.subList(0, 6) + " last " + perms.get(perms.size() - 1));
        // Towers of Hanoi move count and first moves
        final StringBuilder moves = new StringBuilder();
        final int[] count = {0};
        new Object() {
            void hanoi(int n, char from, char to, char via) {
                if (n == 0) return;
                hanoi(n - 1, from, via, to);
                if (count[0]++ < 10) moves.append(from).append("->").append(to).append(' ');
                hanoi(n - 1, via, to, from);
            }
        }.hanoi(12, 'A', 'C', 'B');
        System.out.println("hanoi(12) " + count[0] + " moves: " + moves);
    }
}
