public class SwitchEnum {
    enum Color { RED, GREEN, BLUE, YELLOW, BLACK }

    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        SUB("-") { int apply(int a, int b) { return a - b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } };

        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
    }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case YELLOW: return "bright";
            case BLUE:
            case GREEN: return "cool";
            default: return "none";
        }
    }

    static int weight(Color c) {
        return switch (c) {
            case RED -> 1;
            case GREEN -> 2;
            case BLUE -> 3;
            case YELLOW, BLACK -> {
                int w = c.ordinal() * 10;
                yield w;
            }
        };
    }

    static String opName(Op op) {
        switch (op) {
            case MUL: return "times";
            case ADD: return "plus";
            default: return "minus";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.ordinal() + " " + describe(c) + " " + weight(c));
        }
        for (Op op : Op.values()) {
            System.out.println(op.name() + " " + op.sym + " " + opName(op) + " 7" + op.sym + "3=" + op.apply(7, 3)
                + " class-is-enum-subclass=" + (op.getClass() != Op.class) + " declaring=" + op.getDeclaringClass().getName());
        }
        try {
            Color c = null;
            describe(c);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum -> NullPointerException");
        }
        Color c = Color.valueOf("BLUE");
        System.out.println("valueOf " + c + " " + (c == Color.BLUE));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
