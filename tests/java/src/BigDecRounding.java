import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecRounding {
    public static void main(String[] args) {
        // the table of the RoundingMode Javadoc: rounding to one digit
        String[] inputs = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"};
        StringBuilder head = new StringBuilder(String.format("%-6s", "input"));
        for (RoundingMode rm : RoundingMode.values()) {
            head.append(String.format(" %-12s", rm));
        }
        System.out.println(head);
        for (String in : inputs) {
            StringBuilder row = new StringBuilder(String.format("%-6s", in));
            for (RoundingMode rm : RoundingMode.values()) {
                String r;
                try {
                    r = new BigDecimal(in).setScale(0, rm).toString();
                    String viaMc = new BigDecimal(in).round(new MathContext(1, rm)).toString();
                    if (!viaMc.equals(r)) {
                        r += "/" + viaMc;
                    }
                } catch (ArithmeticException e) {
                    r = "throw:" + e.getMessage();
                }
                row.append(String.format(" %-12s", r));
            }
            System.out.println(row);
        }
        // ties and near-ties at more digits, with legacy int modes
        String[] more = {"0.125", "0.135", "-0.125", "0.1250001", "-0.1349999", "2.675", "999.995", "-999.995", "0.0049"};
        for (String in : more) {
            StringBuilder row = new StringBuilder(String.format("%-11s", in));
            for (int mode = BigDecimal.ROUND_UP; mode <= BigDecimal.ROUND_HALF_EVEN; mode++) {
                row.append(' ').append(new BigDecimal(in).setScale(2, mode));
            }
            row.append(" | prec2:");
            for (RoundingMode rm : RoundingMode.values()) {
                if (rm != RoundingMode.UNNECESSARY) {
                    row.append(' ').append(new BigDecimal(in).round(new MathContext(2, rm)));
                }
            }
            System.out.println(row);
        }
        // division in every mode
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) {
                continue;
            }
            StringBuilder row = new StringBuilder(String.format("%-10s", rm));
            for (int num : new int[] {1, 2, -1, -2, 5, -5, 7}) {
                row.append(' ').append(BigDecimal.valueOf(num).divide(BigDecimal.valueOf(6), 2, rm));
                row.append('/').append(BigDecimal.valueOf(num).divide(BigDecimal.valueOf(8), rm));
            }
            System.out.println(row);
        }
        for (RoundingMode rm : RoundingMode.values()) {
            System.out.println(rm + " ordinal " + rm.ordinal() + " valueOf(int) " + RoundingMode.valueOf(rm.ordinal())
                    + " name " + RoundingMode.valueOf(rm.name()));
        }
        BigDecimal x = new BigDecimal("123.456789");
        for (int s = 8; s >= -3; s--) {
            System.out.println("setScale " + s + ": " + x.setScale(s, RoundingMode.HALF_EVEN) + " "
                    + x.negate().setScale(s, RoundingMode.CEILING) + " " + x.setScale(s, RoundingMode.DOWN));
        }
    }
}
