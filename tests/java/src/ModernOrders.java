import java.util.*;
import java.util.stream.*;

/* An order book: records nested in records, flatMap over lines,
 * toMap with merge, teeing, collectingAndThen, sorted maps and
 * Map default methods (merge, computeIfAbsent, getOrDefault). */
public class ModernOrders {
    record Item(String sku, int qty, long cents) {
        long total() { return qty * cents; }
    }
    record Order(int id, String customer, List<Item> items) {
        long total() { return items.stream().mapToLong(Item::total).sum(); }
    }

    public static void main(String[] args) {
        List<Order> orders = new ArrayList<>();
        String[] customers = { "ada", "bob", "cy", "dee" };
        String[] skus = { "apple", "bread", "cheese", "dates", "eggs" };
        Random rnd = new Random(42);
        for (int i = 1; i <= 12; i++) {
            List<Item> items = IntStream.range(0, 1 + rnd.nextInt(4))
                    .mapToObj(k -> new Item(skus[rnd.nextInt(skus.length)], 1 + rnd.nextInt(5), 50 + rnd.nextInt(400)))
                    .collect(Collectors.toList());
            orders.add(new Order(i, customers[rnd.nextInt(customers.length)], items));
        }
        orders.stream().limit(3).forEach(System.out::println);

        Map<String, Long> spend = orders.stream().collect(Collectors.toMap(Order::customer, Order::total, Long::sum, TreeMap::new));
        System.out.println(spend);
        Map<String, Integer> qtyBySku = orders.stream().flatMap(o -> o.items().stream())
                .collect(Collectors.groupingBy(Item::sku, TreeMap::new, Collectors.summingInt(Item::qty)));
        System.out.println(qtyBySku);
        var minMax = orders.stream().collect(Collectors.teeing(
                Collectors.minBy(Comparator.comparingLong(Order::total)),
                Collectors.maxBy(Comparator.comparingLong(Order::total)),
                (a, b) -> a.get().id() + ".." + b.get().id()));
        System.out.println(minMax);
        List<Integer> bigIds = orders.stream().filter(o -> o.total() > 1500).map(Order::id)
                .collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList));
        System.out.println(bigIds);

        Map<String, List<Integer>> idsByCustomer = new TreeMap<>();
        for (Order o : orders) idsByCustomer.computeIfAbsent(o.customer(), k -> new ArrayList<>()).add(o.id());
        System.out.println(idsByCustomer);
        Map<String, Integer> counts = new HashMap<>();
        orders.forEach(o -> counts.merge(o.customer(), 1, Integer::sum));
        System.out.println(new TreeMap<>(counts) + " " + counts.getOrDefault("zed", 0));
        System.out.println(orders.stream().mapToLong(Order::total).average().orElse(0) > 0);
        String receipt = orders.get(0).items().stream()
                .map(it -> String.format("%-7s %2d x %4d = %6d", it.sku(), it.qty(), it.cents(), it.total()))
                .collect(Collectors.joining("\n"));
        System.out.println(receipt);
    }
}
