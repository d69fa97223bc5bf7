import java.util.*;

/** UUID: random (format only), name-based (MD5), parsing, fields, ordering. */
public class UuidBasics {
    public static void main(String[] args) {
        Set<UUID> seen = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            UUID u = UUID.randomUUID();
            String s = u.toString();
            boolean ok = s.length() == 36 && s.charAt(8) == '-' && s.charAt(13) == '-' && s.charAt(18) == '-'
                    && s.charAt(23) == '-' && s.charAt(14) == '4' && "89ab".indexOf(s.charAt(19)) >= 0
                    && s.equals(s.toLowerCase()) && UUID.fromString(s).equals(u);
            if (!ok || u.version() != 4 || u.variant() != 2) {
                System.out.println("bad random UUID " + s);
            }
            seen.add(u);
        }
        System.out.println("random UUIDs distinct: " + seen.size());
        for (String name : new String[] {"", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog",
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890", "héllo wörld"}) {
            UUID u = UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            System.out.println(u + " v" + u.version() + " variant " + u.variant() + " hash " + u.hashCode());
        }
        byte[] big = new byte[1000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 7);
        }
        System.out.println(UUID.nameUUIDFromBytes(big));
        UUID a = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(a + " " + Long.toHexString(a.getMostSignificantBits()) + " " + Long.toHexString(a.getLeastSignificantBits())
                + " v" + a.version() + " var" + a.variant() + " ts " + a.timestamp() + " clock " + a.clockSequence() + " node " + a.node());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + UUID.fromString("ABCDEF01-ABCD-ABCD-ABCD-ABCDEF012345")
                + " " + UUID.fromString("123456789-2-3-4-5"));
        for (String bad : new String[] {"1-2-3-4-5-6", "g-2-3-4-5", "-2-3-4-5", "1-2-3-4", "123e4567-e89b-12d3-a456-42661417400g",
                "123e4567-e89b-12d3-a456-4266141740001", "", "not a uuid"}) {
            try {
                UUID.fromString(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            UUID.randomUUID().timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        UUID n = new UUID(0, 0), m = new UUID(-1, -1), p = new UUID(1, 0), q = new UUID(Long.MIN_VALUE, 5);
        List<UUID> l = new ArrayList<>(List.of(p, m, n, q));
        Collections.sort(l);
        System.out.println(l + " " + n.variant() + " " + m.variant() + " " + new UUID(0, 0xC000000000000000L).variant()
                + " " + m.hashCode() + " " + p.equals(new UUID(1, 0)) + " " + p.compareTo(n));
    }
}
