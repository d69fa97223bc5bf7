public class SwitchString {
    static int classify(String s) {
        switch (s) {
            case "apple": return 1;
            case "banana": return 2;
            case "cherry": return 3;
            case "Aa": return 4;
            case "BB": return 5;   // same hashCode as "Aa"
            case "": return 6;
            case "AaAa": return 7;
            case "BBBB": return 8;
            case "AaBB": return 9;
            default: return -1;
        }
    }

    static String expr(String day) {
        return switch (day) {
            case "MON", "TUE", "WED", "THU", "FRI" -> "weekday";
            case "SAT", "SUN" -> "weekend";
            default -> "unknown:" + day;
        };
    }

    public static void main(String[] args) {
        String[] in = {"apple", "banana", "cherry", "Aa", "BB", "", "AaAa", "BBBB", "AaBB", "BBAa", "APPLE", "appl" + "e"};
        for (String s : in) {
            System.out.println("'" + s + "' hash=" + s.hashCode() + " -> " + classify(s));
        }
        String[] days = {"MON", "SAT", "SUN", "FRI", "xyz"};
        for (String d : days) System.out.println(d + " " + expr(d));
        StringBuilder sb = new StringBuilder();
        sb.append("ban").append("ana");
        System.out.println("built: " + classify(sb.toString()));
        try {
            String n = null;
            classify(n);
        } catch (NullPointerException e) {
            System.out.println("switch on null string -> NullPointerException");
        }
        int total = 0;
        String text = "the quick brown fox jumps over the lazy dog the end";
        for (String w : text.split(" ")) {
            switch (w) {
                case "the": total += 100; break;
                case "fox": case "dog": total += 10; break;
                default: total += 1;
            }
        }
        System.out.println("total " + total);
    }
}
