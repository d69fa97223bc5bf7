import java.util.*;

public class GraphPaths {
    static final class Edge {
        final int to; final int w;
        Edge(int to, int w) { this.to = to; this.w = w; }
    }
    static final class Item implements Comparable<Item> {
        final int node; final long dist;
        Item(int node, long dist) { this.node = node; this.dist = dist; }
        public int compareTo(Item o) { return dist != o.dist ? Long.compare(dist, o.dist) : Integer.compare(node, o.node); }
        public String toString() { return node + ":" + dist; }
    }

    static Map<Integer, List<Edge>> generate(int n, long seed) {
        Random rnd = new Random(seed);
        Map<Integer, List<Edge>> g = new HashMap<Integer, List<Edge>>();
        for (int i = 0; i < n; i++) g.put(i, new ArrayList<Edge>());
        for (int i = 1; i < n; i++) {
            int j = rnd.nextInt(i);
            int w = 1 + rnd.nextInt(20);
            g.get(i).add(new Edge(j, w));
            g.get(j).add(new Edge(i, w));
        }
        for (int k = 0; k < n * 2; k++) {
            int a = rnd.nextInt(n), b = rnd.nextInt(n);
            if (a == b) continue;
            g.get(a).add(new Edge(b, 1 + rnd.nextInt(50)));
        }
        return g;
    }

    static long[] dijkstra(Map<Integer, List<Edge>> g, int src, int[] prev) {
        long[] dist = new long[g.size()];
        Arrays.fill(dist, Long.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[src] = 0;
        PriorityQueue<Item> pq = new PriorityQueue<Item>();
        pq.add(new Item(src, 0));
        int pops = 0;
        while (!pq.isEmpty()) {
            Item it = pq.poll();
            pops++;
            if (it.dist > dist[it.node]) continue;
            for (Edge e : g.get(it.node)) {
                long nd = it.dist + e.w;
                if (nd < dist[e.to]) { dist[e.to] = nd; prev[e.to] = it.node; pq.offer(new Item(e.to, nd)); }
            }
        }
        System.out.println("dijkstra pops " + pops);
        return dist;
    }

    static int[] bfs(Map<Integer, List<Edge>> g, int src) {
        int[] depth = new int[g.size()];
        Arrays.fill(depth, -1);
        ArrayDeque<Integer> q = new ArrayDeque<Integer>();
        q.add(src);
        depth[src] = 0;
        while (!q.isEmpty()) {
            int u = q.poll();
            for (Edge e : g.get(u)) if (depth[e.to] < 0) { depth[e.to] = depth[u] + 1; q.add(e.to); }
        }
        return depth;
    }

    static List<Integer> path(int[] prev, int to) {
        LinkedList<Integer> p = new LinkedList<Integer>();
        for (int v = to; v >= 0; v = prev[v]) p.addFirst(v);
        return p;
    }

    static List<String> topoSort(Map<String, Set<String>> deps) {
        Map<String, Integer> indeg = new TreeMap<String, Integer>();
        for (Map.Entry<String, Set<String>> e : deps.entrySet()) {
            if (!indeg.containsKey(e.getKey())) indeg.put(e.getKey(), 0);
            for (String d : e.getValue()) if (!indeg.containsKey(d)) indeg.put(d, 0);
        }
        for (Set<String> ds : deps.values()) for (String d : ds) indeg.put(d, indeg.get(d) + 1);
        PriorityQueue<String> ready = new PriorityQueue<String>(11, Collections.reverseOrder());
        for (Map.Entry<String, Integer> e : indeg.entrySet()) if (e.getValue() == 0) ready.add(e.getKey());
        List<String> out = new ArrayList<String>();
        while (!ready.isEmpty()) {
            String s = ready.poll();
            out.add(s);
            Set<String> ds = deps.get(s);
            if (ds == null) continue;
            for (String d : ds) { int v = indeg.get(d) - 1; indeg.put(d, v); if (v == 0) ready.add(d); }
        }
        if (out.size() != indeg.size()) out.add("CYCLE");
        return out;
    }

    public static void main(String[] args) {
        Map<Integer, List<Edge>> g = generate(200, 12345L);
        int edges = 0;
        for (List<Edge> l : g.values()) edges += l.size();
        System.out.println("nodes " + g.size() + " edges " + edges);
        int[] prev = new int[g.size()];
        long[] dist = dijkstra(g, 0, prev);
        long total = 0, max = 0; int far = 0;
        for (int i = 0; i < dist.length; i++) { total += dist[i]; if (dist[i] > max) { max = dist[i]; far = i; } }
        System.out.println("total " + total + " farthest " + far + " at " + max);
        System.out.println("path " + path(prev, far));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 30; i++) sb.append(dist[i]).append(' ');
        System.out.println(sb.toString().trim());
        int[] depth = bfs(g, 0);
        Map<Integer, Integer> hist = new TreeMap<Integer, Integer>();
        for (int d : depth) { Integer c = hist.get(d); hist.put(d, c == null ? 1 : c + 1); }
        System.out.println("bfs depth histogram " + hist);
        Map<Integer, Integer> degree = new HashMap<Integer, Integer>();
        for (Map.Entry<Integer, List<Edge>> e : g.entrySet()) degree.put(e.getKey(), e.getValue().size());
        List<Integer> byDegree = new ArrayList<Integer>(degree.keySet());
        Collections.sort(byDegree, new Comparator<Integer>() {
            final Map<Integer, Integer> deg = degree;
            public int compare(Integer a, Integer b) {
                int c = deg.get(b) - deg.get(a);
                return c != 0 ? c : a - b;
            }
        });
        System.out.println("top degrees " + byDegree.subList(0, 10));
        PriorityQueue<Item> pq = new PriorityQueue<Item>(5, new Comparator<Item>() {
            public int compare(Item a, Item b) { return Long.compare(b.dist, a.dist); }
        });
        for (int i = 0; i < 20; i++) pq.add(new Item(i, dist[i] % 17));
        System.out.println("pq head " + pq.peek() + " size " + pq.size() + " contains " + pq.contains(pq.peek()));
        List<Item> drained = new ArrayList<Item>();
        while (pq.size() > 12) drained.add(pq.poll());
        System.out.println("drained " + drained.size() + " first " + drained.get(0) + " last " + drained.get(drained.size() - 1).dist);

        Map<String, Set<String>> deps = new HashMap<String, Set<String>>();
        String[][] pairs = {{"app", "lib"}, {"app", "util"}, {"lib", "core"}, {"util", "core"}, {"test", "app"}, {"core", "base"}, {"docs", "base"}};
        for (String[] p : pairs) {
            Set<String> s = deps.get(p[0]);
            if (s == null) deps.put(p[0], s = new TreeSet<String>());
            s.add(p[1]);
        }
        System.out.println("topo " + topoSort(deps));
        deps.put("base", new TreeSet<String>(Collections.singleton("test")));
        System.out.println("topo with cycle " + topoSort(deps));
    }
}
