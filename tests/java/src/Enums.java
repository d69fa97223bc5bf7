import java.util.EnumMap;
import java.util.Map;

public class Enums {
    enum Planet {
        MERCURY(3303, 2439), VENUS(48690, 6052), EARTH(59760, 6378), MARS(6421, 3397);

        private final int mass;
        private final int radius;
        private static int count;

        Planet(int mass, int radius) {
            this.mass = mass;
            this.radius = radius;
        }

        static {
            count = values().length;
        }

        long gravityTimes1000() { return (long) mass * 1000 / radius; }
        static int count() { return count; }
    }

    enum Level {
        LOW { String label() { return "lo"; } },
        MEDIUM,
        HIGH { String label() { return "HI"; } boolean urgent() { return true; } };

        String label() { return name().toLowerCase(); }
        boolean urgent() { return false; }
    }

    interface HasCode { int code(); }

    enum Status implements HasCode {
        OK(200), NOT_FOUND(404), ERROR(500);
        private final int code;
        Status(int c) { code = c; }
        public int code() { return code; }
        @Override public String toString() { return name() + "/" + code; }
    }

    enum Empty { }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) {
            System.out.println(p + " " + p.ordinal() + " " + p.gravityTimes1000() + " " + p.name() + " " + p.compareTo(Planet.EARTH));
        }
        System.out.println("count " + Planet.count());
        for (Level l : Level.values()) {
            System.out.println(l + " " + l.label() + " " + l.urgent() + " " + l.getDeclaringClass().getSimpleName());
        }
        for (Status s : Status.values()) {
            HasCode hc = s;
            System.out.println(s + " " + hc.code() + " " + Status.valueOf(s.name()).ordinal());
        }
        System.out.println("Enum.valueOf " + Enum.valueOf(Level.class, "HIGH"));
        System.out.println("Empty values " + Empty.values().length);
        Planet[] arr = Planet.values();
        arr[0] = null;
        System.out.println("values() returns a copy: " + Planet.values()[0]);
        Map<Level, Integer> em = new EnumMap<>(Level.class);
        em.put(Level.HIGH, 3);
        em.put(Level.LOW, 1);
        System.out.println("enum map " + em);
        System.out.println("equals " + Level.LOW.equals(Level.LOW) + " == " + (Level.valueOf("LOW") == Level.LOW));
        System.out.println("isEnum-ish: " + Level.class.getSuperclass().getName());
        try {
            Status.valueOf("nope");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Status.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
    }
}
