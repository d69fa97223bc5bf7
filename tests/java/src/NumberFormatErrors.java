public class NumberFormatErrors {
    static void tryInt(String s) {
        try {
            System.out.println("parseInt(" + s + ") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] bad = {"", " 1", "1 ", "abc", "2147483648", "-2147483649", "1.0", "+", "-", "0x10", "99999999999", "١٢"};
        for (String s : bad) tryInt(s);
        tryInt(null);
        try {
            Integer.parseInt("12", 40);
        } catch (NumberFormatException e) {
            System.out.println("radix 40: " + e.getMessage());
        }
        try {
            Integer.parseInt("9", 8);
        } catch (NumberFormatException e) {
            System.out.println("radix 8: " + e.getMessage());
        }
        String[] badLong = {"9223372036854775808", "1L", "", "--1"};
        for (String s : badLong) {
            try {
                Long.parseLong(s);
            } catch (NumberFormatException e) {
                System.out.println("parseLong: " + e.getMessage());
            }
        }
        String[] badDouble = {"", "abc", "1.2.3", "1e", "0x", "--1", "1,5"};
        for (String s : badDouble) {
            try {
                Double.parseDouble(s);
            } catch (NumberFormatException e) {
                System.out.println("parseDouble: " + e.getMessage());
            }
        }
        try {
            Double.parseDouble(null);
        } catch (NullPointerException e) {
            System.out.println("parseDouble(null) -> NullPointerException");
        }
        try {
            Float.parseFloat("x");
        } catch (NumberFormatException e) {
            System.out.println("parseFloat: " + e.getMessage());
        }
        try {
            Byte.parseByte("200");
        } catch (NumberFormatException e) {
            System.out.println("parseByte: " + e.getMessage());
        }
        try {
            Short.parseShort("40000");
        } catch (NumberFormatException e) {
            System.out.println("parseShort: " + e.getMessage());
        }
        try {
            Integer.valueOf("x1");
        } catch (NumberFormatException e) {
            System.out.println("valueOf: " + e);
        }
        try {
            Integer.decode("");
        } catch (NumberFormatException e) {
            System.out.println("decode: " + e.getMessage());
        }
        System.out.println("NumberFormatException is IllegalArgumentException: " + (new NumberFormatException() instanceof IllegalArgumentException));
    }
}
