// Design-pattern tutorials: observer with java.beans.PropertyChangeSupport and
// java.util.Observable, builder, strategy, state machine, command with undo, visitor
// over sealed records, iterator and template method, compared with the JDK.
import java.beans.*;
import java.util.*;
import java.util.function.*;

public class EverydayPatterns2 {
    static class Person {
        private final PropertyChangeSupport support = new PropertyChangeSupport(this);
        private String name; private int age; private boolean active;
        Person(String name) { this.name = name; }
        void addListener(PropertyChangeListener l) { support.addPropertyChangeListener(l); }
        void addListener(String prop, PropertyChangeListener l) { support.addPropertyChangeListener(prop, l); }
        void removeListener(PropertyChangeListener l) { support.removePropertyChangeListener(l); }
        void setName(String n) { String old = name; name = n; support.firePropertyChange("name", old, n); }
        void setAge(int a) { int old = age; age = a; support.firePropertyChange("age", old, a); }
        void setActive(boolean b) { boolean old = active; active = b; support.firePropertyChange("active", old, b); }
        void setTag(int i, String oldTag, String tag) { support.fireIndexedPropertyChange("tags", i, oldTag, tag); }
        PropertyChangeSupport support() { return support; }
        @Override public String toString() { return "Person(" + name + ")"; }
    }

    public static void main(String[] args) {
        beans(); builder(); strategy(); stateMachine(); command(); templateAndIterator();
    }

    static void beans() {
        Person p = new Person("Ann");
        List<String> log = new ArrayList<>();
        PropertyChangeListener all = e -> log.add("all:" + e.getPropertyName() + "=" + e.getOldValue() + "->" + e.getNewValue());
        p.addListener(all);
        p.addListener("age", e -> log.add("age:" + e.getNewValue() + " from " + e.getSource()));
        p.addListener("zeta", e -> log.add("never"));
        p.setName("Bob"); p.setName("Bob"); p.setAge(30); p.setAge(30); p.setActive(true); p.setName(null); p.setName(null);
        p.setTag(2, "x", "y");
        log.forEach(System.out::println);
        PropertyChangeSupport s = p.support();
        PropertyChangeListener[] ls = s.getPropertyChangeListeners();
        System.out.println(ls.length + " " + s.getPropertyChangeListeners("age").length + " " + s.hasListeners("age") + " " + s.hasListeners("other"));
        for (PropertyChangeListener l : ls) System.out.println(l instanceof PropertyChangeListenerProxy proxy ? "proxy " + proxy.getPropertyName() : "plain " + (l == all));
        p.removeListener(all); s.removePropertyChangeListener("age", s.getPropertyChangeListeners("age")[0]);
        System.out.println(s.getPropertyChangeListeners().length + " " + s.hasListeners("age") + " " + s.hasListeners("zeta"));
        PropertyChangeEvent ev = new PropertyChangeEvent(p, "name", "a", "b"); ev.setPropagationId(7);
        System.out.println(ev + "\n" + new IndexedPropertyChangeEvent("src", "items", null, 5, 3) + " " + new IndexedPropertyChangeEvent("src", "items", null, 5, 3).getIndex());
        Person q = new Person("Cy");
        q.addListener(new PropertyChangeListenerProxy("age", e -> System.out.println("via proxy " + e.getNewValue())));
        q.setAge(5); q.setName("Dee");
        System.out.println(q.support().getPropertyChangeListeners("age").length);
        class Stock extends Observable { void set(double price) { setChanged(); notifyObservers(price); } }
        Stock st = new Stock(); st.addObserver((o, arg) -> System.out.println("price " + arg)); st.addObserver((o, arg) -> System.out.println("second " + arg));
        st.set(9.5); System.out.println(st.countObservers() + " " + st.hasChanged());
    }

    static final class Pizza {
        private final String size; private final List<String> toppings; private final boolean extraCheese;
        private Pizza(Builder b) { size = b.size; toppings = List.copyOf(b.toppings); extraCheese = b.extraCheese; }
        static Builder builder(String size) { return new Builder(size); }
        @Override public String toString() { return "Pizza{size=" + size + ", toppings=" + toppings + ", extraCheese=" + extraCheese + "}"; }
        static final class Builder {
            private final String size; private final List<String> toppings = new ArrayList<>(); private boolean extraCheese;
            Builder(String size) { this.size = Objects.requireNonNull(size, "size"); }
            Builder topping(String t) { toppings.add(t); return this; }
            Builder extraCheese() { extraCheese = true; return this; }
            Pizza build() { if (toppings.size() > 3) throw new IllegalStateException("too many toppings: " + toppings.size()); return new Pizza(this); }
        }
    }
    enum Registry { INSTANCE; private final Map<String, Integer> counts = new TreeMap<>(); int hit(String k) { return counts.merge(k, 1, Integer::sum); } }

    static void builder() {
        System.out.println(Pizza.builder("L").topping("ham").topping("olive").extraCheese().build());
        try { Pizza.builder("S").topping("a").topping("b").topping("c").topping("d").build(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { Pizza.builder(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        Registry.INSTANCE.hit("a"); Registry.INSTANCE.hit("a"); System.out.println(Registry.INSTANCE.hit("a") + " " + Registry.INSTANCE.counts + " " + Registry.valueOf("INSTANCE").ordinal());
    }

    interface Discount { double apply(double price); static Discount none() { return p -> p; } default Discount then(Discount d) { return p -> d.apply(apply(p)); } }
    static void strategy() {
        Map<String, Discount> strategies = new LinkedHashMap<>();
        strategies.put("none", Discount.none()); strategies.put("tenPct", p -> p * 0.9); strategies.put("fiveOff", p -> Math.max(0, p - 5));
        strategies.put("both", strategies.get("tenPct").then(strategies.get("fiveOff")));
        strategies.forEach((k, d) -> System.out.printf("%-8s %7.2f %7.2f%n", k, d.apply(100), d.apply(3)));
        BinaryOperator<Integer> op = switch ("mul") { case "add" -> Integer::sum; case "mul" -> (a, b) -> a * b; default -> (a, b) -> 0; };
        System.out.println(op.apply(6, 7));
    }

    enum State { IDLE, RUNNING, PAUSED, STOPPED;
        State on(String ev) {
            return switch (this) {
                case IDLE -> ev.equals("start") ? RUNNING : this;
                case RUNNING -> switch (ev) { case "pause" -> PAUSED; case "stop" -> STOPPED; default -> this; };
                case PAUSED -> ev.equals("resume") ? RUNNING : ev.equals("stop") ? STOPPED : this;
                case STOPPED -> throw new IllegalStateException("already stopped, got " + ev);
            };
        }
    }
    static void stateMachine() {
        State s = State.IDLE; StringJoiner j = new StringJoiner(" -> ", "[", "]"); j.add(s.name());
        for (String ev : "start pause bogus resume stop".split(" ")) { s = s.on(ev); j.add(s.name().toLowerCase()); }
        System.out.println(j);
        try { s.on("start"); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        EnumMap<State, Integer> visits = new EnumMap<>(State.class); for (State x : State.values()) visits.merge(x == State.STOPPED ? x : x.on("stop"), 1, Integer::sum);
        System.out.println(visits);
    }

    interface Command { void execute(); void undo(); }
    static void command() {
        StringBuilder doc = new StringBuilder();
        Deque<Command> history = new ArrayDeque<>();
        Function<String, Command> append = text -> new Command() {
            public void execute() { doc.append(text); }
            public void undo() { doc.setLength(doc.length() - text.length()); }
            @Override public String toString() { return "append(" + text + ")"; }
        };
        for (String t : List.of("Hello", ", ", "World", "!")) { Command c = append.apply(t); c.execute(); history.push(c); }
        System.out.println(doc + " " + history);
        history.pop().undo(); history.pop().undo(); System.out.println(doc + " " + history.size() + " " + history.peek());
    }

    static abstract class Report {
        final String render(List<Integer> data) { StringBuilder sb = new StringBuilder(header()); for (int d : data) sb.append(row(d)); return sb.append(footer(data.size())).toString(); }
        abstract String header(); abstract String row(int v); String footer(int n) { return "(" + n + " rows)"; }
    }
    static class Range implements Iterable<Integer> {
        final int from, to, step; Range(int f, int t, int s) { from = f; to = t; step = s; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = from;
                public boolean hasNext() { return step > 0 ? cur < to : cur > to; }
                public Integer next() { if (!hasNext()) throw new NoSuchElementException("range exhausted at " + cur); int v = cur; cur += step; return v; }
            };
        }
    }
    static void templateAndIterator() {
        Report csv = new Report() { String header() { return "v;"; } String row(int v) { return v + ";"; } };
        Report md = new Report() { String header() { return "|v|"; } String row(int v) { return "|" + v + "|"; } @Override String footer(int n) { return ""; } };
        System.out.println(csv.render(List.of(1, 2, 3)) + " " + md.render(List.of(4)));
        List<Integer> out = new ArrayList<>(); for (int v : new Range(10, 0, -3)) out.add(v); System.out.println(out);
        Iterator<Integer> it = new Range(0, 1, 1).iterator(); it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
        try { it.remove(); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
    }
}
