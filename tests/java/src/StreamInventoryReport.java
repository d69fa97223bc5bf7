import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** A small order-processing report written in the stream style. */
public class StreamInventoryReport {
    enum Category { BOOKS, GAMES, MUSIC, TOOLS }

    record Product(String sku, String name, Category category, long priceCents) {}

    record Line(String sku, int qty) {}

    record Order(int id, String customer, String city, List<Line> lines) {}

    static String money(long cents) {
        String frac = String.valueOf(Math.abs(cents) % 100);
        return (cents < 0 ? "-" : "") + Math.abs(cents) / 100 + "." + (frac.length() == 1 ? "0" + frac : frac);
    }

    static String pad(String s, int w) {
        return s.length() >= w ? s : s + " ".repeat(w - s.length());
    }

    public static void main(String[] args) {
        List<Product> catalog = List.of(
                new Product("B1", "Dune", Category.BOOKS, 1299), new Product("B2", "Emma", Category.BOOKS, 899),
                new Product("G1", "Chess", Category.GAMES, 2450), new Product("G2", "Go", Category.GAMES, 3999),
                new Product("M1", "Kind of Blue", Category.MUSIC, 1599), new Product("T1", "Hammer", Category.TOOLS, 1850),
                new Product("T2", "Wrench", Category.TOOLS, 1125), new Product("T3", "Saw", Category.TOOLS, 2675));
        Map<String, Product> bySku = catalog.stream().collect(Collectors.toMap(Product::sku, Function.identity()));

        String[] customers = {"ana", "ben", "cho", "dev", "eli"};
        String[] cities = {"Lyon", "Porto", "Lyon", "Graz", "Porto"};
        Random rnd = new Random(2024);
        List<Order> orders = IntStream.rangeClosed(1, 40).mapToObj(id -> {
            int c = rnd.nextInt(customers.length);
            List<Line> lines = rnd.ints(1 + rnd.nextInt(4), 0, catalog.size())
                    .mapToObj(i -> new Line(catalog.get(i).sku(), 1 + rnd.nextInt(3)))
                    .toList();
            return new Order(id, customers[c], cities[c], lines);
        }).toList();

        ToLongFunction<Line> lineTotal = l -> bySku.get(l.sku()).priceCents() * l.qty();
        ToLongFunction<Order> orderTotal = o -> o.lines().stream().mapToLong(lineTotal).sum();

        System.out.println("orders: " + orders.size() + ", lines: " + orders.stream().mapToInt(o -> o.lines().size()).sum());
        System.out.println("revenue: " + money(orders.stream().mapToLong(orderTotal).sum()));
        LongSummaryStatistics st = orders.stream().mapToLong(orderTotal).summaryStatistics();
        System.out.println("order min/max/avg: " + money(st.getMin()) + " " + money(st.getMax()) + " " + money(Math.round(st.getAverage())));

        System.out.println("-- revenue by customer");
        orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.summingLong(orderTotal)))
                .forEach((c, t) -> System.out.println(pad(c, 6) + money(t)));

        System.out.println("-- units by category");
        Map<Category, Integer> units = orders.stream().flatMap(o -> o.lines().stream())
                .collect(Collectors.groupingBy(l -> bySku.get(l.sku()).category(), () -> new EnumMap<>(Category.class),
                        Collectors.summingInt(Line::qty)));
        units.forEach((k, v) -> System.out.println(pad(k.toString(), 7) + v));

        System.out.println("-- top 3 products by revenue");
        orders.stream().flatMap(o -> o.lines().stream())
                .collect(Collectors.groupingBy(Line::sku, Collectors.summingLong(lineTotal)))
                .entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(3)
                .forEach(e -> System.out.println(pad(bySku.get(e.getKey()).name(), 14) + money(e.getValue())));

        System.out.println("-- cities");
        Map<String, Map<Boolean, Long>> bigOrders = orders.stream().collect(Collectors.groupingBy(Order::city, TreeMap::new,
                Collectors.partitioningBy(o -> orderTotal.applyAsLong(o) >= 10000, Collectors.counting())));
        System.out.println(bigOrders);
        Map<String, TreeSet<String>> customersByCity = orders.stream().collect(Collectors.groupingBy(Order::city, TreeMap::new,
                Collectors.mapping(Order::customer, Collectors.toCollection(TreeSet::new))));
        System.out.println(customersByCity);

        System.out.println("-- never ordered");
        Set<String> ordered = orders.stream().flatMap(o -> o.lines().stream()).map(Line::sku).collect(Collectors.toSet());
        System.out.println(catalog.stream().filter(p -> !ordered.contains(p.sku())).map(Product::name).toList());

        System.out.println("-- largest order per customer");
        orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                Collectors.collectingAndThen(Collectors.maxBy(Comparator.comparingLong(orderTotal).thenComparing(Order::id)),
                        o -> o.map(x -> "#" + x.id() + " " + money(orderTotal.applyAsLong(x))).orElse("-"))))
                .forEach((c, s) -> System.out.println(pad(c, 6) + s));

        System.out.println("-- price bands");
        Map<Long, String> bands = catalog.stream().collect(Collectors.groupingBy(p -> p.priceCents() / 1000 * 10,
                TreeMap::new, Collectors.mapping(Product::sku, Collectors.joining(","))));
        System.out.println(bands);
        System.out.println(catalog.stream().sorted(Comparator.comparing(Product::category).reversed()
                .thenComparing(Product::priceCents)).map(Product::sku).collect(Collectors.joining(" ")));
        System.out.println(orders.stream().map(Order::customer).distinct().count() + " customers, first big order: "
                + orders.stream().filter(o -> orderTotal.applyAsLong(o) > 15000).findFirst().map(Order::id).orElse(-1));
        System.out.println(orders.stream().anyMatch(o -> o.lines().isEmpty()) + " "
                + orders.stream().allMatch(o -> o.lines().size() <= 4) + " "
                + orders.stream().mapToInt(Order::id).filter(i -> i % 7 == 0).boxed().toList());
    }
}
