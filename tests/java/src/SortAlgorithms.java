import java.util.Arrays;
import java.util.Random;

public class SortAlgorithms {
    static void bubble(int[] a) {
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j + 1 < a.length - i; j++)
                if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int v = a[i], j = i - 1;
            while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
            a[j + 1] = v;
        }
    }

    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) >>> 1], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        quick(a, lo, j);
        quick(a, i, hi);
    }

    static void merge(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) / 2;
        merge(a, tmp, lo, mid);
        merge(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t;
            i = m;
        }
    }

    static void counting(int[] a, int max) {
        int[] c = new int[max + 1];
        for (int v : a) c[v]++;
        int k = 0;
        for (int v = 0; v <= max; v++) while (c[v]-- > 0) a[k++] = v;
    }

    static long checksum(int[] a) {
        long h = 0;
        for (int v : a) h = h * 31 + v;
        return h;
    }

    public static void main(String[] args) {
        Random r = new Random(99);
        int[] data = new int[400];
        for (int i = 0; i < data.length; i++) data[i] = r.nextInt(1000);
        System.out.println("input head " + Arrays.toString(Arrays.copyOf(data, 12)));
        int[] ref = data.clone();
        Arrays.sort(ref);
        int[] a1 = data.clone(); bubble(a1);
        int[] a2 = data.clone(); insertion(a2);
        int[] a3 = data.clone(); quick(a3, 0, a3.length - 1);
        int[] a4 = data.clone(); merge(a4, new int[a4.length], 0, a4.length);
        int[] a5 = data.clone(); heap(a5);
        int[] a6 = data.clone(); counting(a6, 999);
        System.out.println("bubble " + Arrays.equals(a1, ref) + " insertion " + Arrays.equals(a2, ref) + " quick " + Arrays.equals(a3, ref)
            + " merge " + Arrays.equals(a4, ref) + " heap " + Arrays.equals(a5, ref) + " counting " + Arrays.equals(a6, ref));
        System.out.println("sorted head " + Arrays.toString(Arrays.copyOf(ref, 12)) + " tail " + ref[398] + " " + ref[399]);
        System.out.println("checksum " + checksum(ref));
        String[] words = "sphinx of black quartz judge my vow pack my box with five dozen liquor jugs".split(" ");
        for (int i = 1; i < words.length; i++) {
            String v = words[i];
            int j = i - 1;
            while (j >= 0 && words[j].compareTo(v) > 0) { words[j + 1] = words[j]; j--; }
            words[j + 1] = v;
        }
        System.out.println("words " + Arrays.toString(words));
        int lo = 0, hi = ref.length - 1, target = ref[123], steps = 0;
        while (lo <= hi) {
            steps++;
            int mid = (lo + hi) >>> 1;
            if (ref[mid] < target) lo = mid + 1; else hi = mid - 1;
        }
        System.out.println("binary search found " + (ref[lo] == target) + " in " + steps + " steps");
    }
}
