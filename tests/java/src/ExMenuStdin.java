// stdin: input/ExMenuStdin.txt
import java.util.*;

public class ExMenuStdin {
    static final class ExMenuStdinItem {
        final String name; final int qty; final double price;
        ExMenuStdinItem(String n, int q, double p) { name = n; qty = q; price = p; }
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<ExMenuStdinItem> items = new ArrayList<>();
        int round = 0;
        while (true) {
            round++;
            System.out.println("== menu " + round + ": 1 add, 2 list, 3 remove, 4 total, 5 raw, 6 sum, 9 quit");
            if (!in.hasNext()) { System.out.println("eof"); break; }
            if (!in.hasNextInt()) {
                String bad = in.next();
                System.out.println("not a choice: '" + bad + "'");
                continue;
            }
            int choice = in.nextInt();
            if (choice == 9) { System.out.println("bye"); break; }
            switch (choice) {
                case 1: {
                    String name = in.next();
                    if (!in.hasNextInt()) { System.out.println("bad qty: " + in.next()); in.nextLine(); break; }
                    int q = in.nextInt();
                    double p = in.nextDouble();
                    items.add(new ExMenuStdinItem(name, q, p));
                    System.out.printf("added %s x%d @ %.2f%n", name, q, p);
                    break;
                }
                case 2:
                    for (int i = 0; i < items.size(); i++) {
                        ExMenuStdinItem it = items.get(i);
                        System.out.printf("%2d. %-8s %4d %6.2f%n", i + 1, it.name, it.qty, it.price);
                    }
                    break;
                case 3: {
                    int idx = in.nextInt();
                    if (idx < 1 || idx > items.size()) System.out.println("no item " + idx);
                    else System.out.println("removed " + items.remove(idx - 1).name);
                    break;
                }
                case 4: {
                    double t = 0;
                    for (ExMenuStdinItem it : items) t += it.qty * it.price;
                    System.out.printf("total %.2f for %d items%n", t, items.size());
                    break;
                }
                case 5: {
                    String rest = in.nextLine();
                    System.out.println("rest of line: '" + rest + "'");
                    String line = in.nextLine();
                    System.out.println("next line: '" + line + "' tokens=" + Arrays.toString(line.trim().split("\\s+")));
                    String l2 = in.nextLine();
                    System.out.println("line: '" + l2 + "' hasNextInt=" + new Scanner(l2).hasNextInt());
                    break;
                }
                case 6: {
                    String line = in.nextLine();
                    System.out.println("after 6: '" + line + "'");
                    break;
                }
                default:
                    System.out.println("unknown choice " + choice);
            }
        }
        try {
            in.nextInt();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getSimpleName());
        }
        Scanner s = new Scanner("12 x 3.5 true 0x1F 7");
        System.out.println(s.hasNextInt() + " " + s.nextInt());
        try { s.nextInt(); } catch (InputMismatchException e) { System.out.println("mismatch: " + e.getMessage()); }
        System.out.println(s.next() + " " + s.hasNextDouble() + " " + s.nextDouble() + " " + s.nextBoolean());
        System.out.println(s.hasNextInt() + " " + s.hasNextInt(16) + " " + s.next() + " " + s.nextInt());
        System.out.println(s.hasNext());
    }
}
