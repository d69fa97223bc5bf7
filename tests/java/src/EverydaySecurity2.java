// Signing and hashing as web-API samples do them: HMAC request signatures, an HS256 JWT,
// salted iterated SHA-256 and constant-time comparison, compared with the JDK.
import java.nio.charset.StandardCharsets;
import java.security.*;
import java.util.*;
import javax.crypto.*;
import javax.crypto.spec.SecretKeySpec;

public class EverydaySecurity2 {
    public static void main(String[] args) throws Exception {
        String[] algs = {"HmacMD5", "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512", "hmacsha256"};
        for (String alg : algs) {
            Mac mac = Mac.getInstance(alg);
            mac.init(new SecretKeySpec("key".getBytes(StandardCharsets.UTF_8), alg));
            byte[] out = mac.doFinal("The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8));
            System.out.println(mac.getAlgorithm() + " " + mac.getMacLength() + " " + HexFormat.of().formatHex(out));
        }
        // RFC 4231 test case 2 and a key longer than the block
        Mac m = Mac.getInstance("HmacSHA256");
        m.init(new SecretKeySpec("Jefe".getBytes(), "HmacSHA256"));
        System.out.println(HexFormat.of().formatHex(m.doFinal("what do ya want for nothing?".getBytes())));
        byte[] longKey = new byte[131]; Arrays.fill(longKey, (byte) 0xaa);
        m.init(new SecretKeySpec(longKey, "HmacSHA256"));
        System.out.println(HexFormat.of().formatHex(m.doFinal("Test Using Larger Than Block-Size Key - Hash Key First".getBytes())));
        Mac m512 = Mac.getInstance("HmacSHA512"); m512.init(new SecretKeySpec(longKey, "HmacSHA512"));
        System.out.println(HexFormat.of().formatHex(m512.doFinal("Test Using Larger Than Block-Size Key - Hash Key First".getBytes())).substring(0, 64));
        // incremental updates equal one update; doFinal resets
        m.init(new SecretKeySpec("secret".getBytes(), "HmacSHA256"));
        m.update((byte) 'a'); m.update("xbcx".getBytes(), 1, 2); m.update(java.nio.ByteBuffer.wrap("d".getBytes()));
        String inc = Base64.getEncoder().encodeToString(m.doFinal());
        System.out.println(inc + " " + inc.equals(Base64.getEncoder().encodeToString(m.doFinal("abcd".getBytes()))));
        m.update("junk".getBytes()); m.reset();
        System.out.println(inc.equals(Base64.getEncoder().encodeToString(m.doFinal("abcd".getBytes()))));
        Mac copy = (Mac) m.clone(); m.update("x".getBytes()); copy.update("x".getBytes()); System.out.println(Arrays.equals(m.doFinal(), copy.doFinal()));
        byte[] buf = new byte[40]; m.update("y".getBytes()); m.doFinal(buf, 8); System.out.println(buf[7] + " " + (buf[8] != 0 || buf[9] != 0));
        try { m.doFinal(new byte[10], 0); } catch (ShortBufferException e) { System.out.println(e.getMessage()); }
        // an AWS-style request signature
        String canonical = String.join("\n", "GET", "/api/items", "page=2&size=10", "host:example.com", "x-date:20240101T000000Z");
        Mac signer = Mac.getInstance("HmacSHA256");
        signer.init(new SecretKeySpec("s3cr3t".getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        System.out.println("signature=" + HexFormat.of().formatHex(signer.doFinal(canonical.getBytes(StandardCharsets.UTF_8))));
        // an HS256 JSON web token
        Base64.Encoder url = Base64.getUrlEncoder().withoutPadding();
        String header = url.encodeToString("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String payload = url.encodeToString("{\"sub\":\"1234567890\",\"name\":\"John Doe\",\"iat\":1516239022}".getBytes(StandardCharsets.UTF_8));
        signer.init(new SecretKeySpec("your-256-bit-secret".getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String jwt = header + "." + payload + "." + url.encodeToString(signer.doFinal((header + "." + payload).getBytes(StandardCharsets.UTF_8)));
        System.out.println(jwt);
        String[] parts = jwt.split("\\.");
        System.out.println(new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8));
        byte[] expected = signer.doFinal((parts[0] + "." + parts[1]).getBytes(StandardCharsets.UTF_8));
        System.out.println("valid " + MessageDigest.isEqual(expected, Base64.getUrlDecoder().decode(parts[2])));
        // salted, iterated password hash
        byte[] salt = new byte[16]; new Random(42).nextBytes(salt);
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(salt); byte[] h = md.digest("hunter2".getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 1000; i++) { md.reset(); h = md.digest(h); }
        System.out.println("salt=" + Base64.getEncoder().encodeToString(salt) + " hash=" + Base64.getEncoder().encodeToString(h));
        // keys
        SecretKeySpec k = new SecretKeySpec("abc".getBytes(), "HmacSHA1");
        System.out.println(k.getAlgorithm() + " " + k.getFormat() + " " + k.getEncoded().length + " " + k.equals(new SecretKeySpec("abc".getBytes(), "HMACSHA1")) + " " + k.equals(new SecretKeySpec("abd".getBytes(), "HmacSHA1")) + " " + k.hashCode() + " " + new SecretKeySpec("xyzw".getBytes(), 1, 2, "AES").hashCode() + " " + (k instanceof SecretKey) + " " + (k instanceof Key));
        try { Mac.getInstance("HmacFoo"); } catch (NoSuchAlgorithmException e) { System.out.println(e.getMessage()); }
        try { Mac.getInstance("HmacSHA256").doFinal(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { new SecretKeySpec(new byte[0], "HmacSHA256"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new SecretKeySpec(null, "HmacSHA256"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Mac.getInstance("HmacSHA256").init(null); } catch (InvalidKeyException e) { System.out.println(e.getMessage()); }
        Mac used = Mac.getInstance("HmacSHA1"); used.getMacLength();
        try { used.init(null); } catch (InvalidKeyException e) { System.out.println(e.getMessage()); }
    }
}
