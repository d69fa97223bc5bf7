import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.*;

/** Base64 basic, URL-safe and MIME coders, padding, line breaks and their errors. */
public class Base64Codec {
    static String show(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1).replace("\r", "\\r").replace("\n", "\\n");
    }

    public static void main(String[] args) {
        Base64.Encoder enc = Base64.getEncoder();
        for (String s : new String[] {"", "f", "fo", "foo", "foob", "fooba", "foobar", "héllo?>>"}) {
            String e = enc.encodeToString(s.getBytes(StandardCharsets.UTF_8));
            System.out.println("[" + s + "] " + e + " " + Base64.getUrlEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8))
                    + " " + enc.withoutPadding().encodeToString(s.getBytes(StandardCharsets.UTF_8)) + " -> "
                    + new String(Base64.getDecoder().decode(e), StandardCharsets.UTF_8));
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) i;
        }
        String basic = enc.encodeToString(all);
        String url = Base64.getUrlEncoder().encodeToString(all);
        System.out.println(basic);
        System.out.println(url);
        System.out.println(Arrays.equals(all, Base64.getDecoder().decode(basic)) + " " + Arrays.equals(all, Base64.getUrlDecoder().decode(url))
                + " " + Arrays.equals(all, Base64.getUrlDecoder().decode(Base64.getUrlEncoder().withoutPadding().encodeToString(all))));
        String mime = show(Base64.getMimeEncoder().encode(all));
        System.out.println(mime);
        System.out.println(show(Base64.getMimeEncoder(10, new byte[] {'\n'}).encode(all)).substring(0, 60));
        System.out.println(show(Base64.getMimeEncoder(3, new byte[] {'\n'}).encode(all)).substring(0, 20));
        System.out.println(Arrays.equals(all, Base64.getMimeDecoder().decode(Base64.getMimeEncoder().encode(all)))
                + " " + Arrays.toString(Base64.getMimeDecoder().decode("QU\r\nJD!!")));
        byte[] dst = new byte[8];
        System.out.println(enc.encode("ab".getBytes(), dst) + " " + show(dst));
        try {
            enc.encode("abcdefg".getBytes(), dst);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        ByteBuffer bb = enc.encode(ByteBuffer.wrap("xyz".getBytes()));
        System.out.println(bb.remaining() + " " + new String(Base64.getDecoder().decode(bb).array()));
        for (String s : new String[] {"A", "QQ=", "QQ==x", "Q===", "QUJD=", "QU=J", "@@@@", "QUJD", "QUI", "QQ", "Zm9v\n", "Zm9v-_", "+/+/"}) {
            try {
                System.out.println(s.replace("\n", "\\n") + " -> " + Arrays.toString(Base64.getDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println(s.replace("\n", "\\n") + " -> " + e.getMessage());
            }
        }
        for (String s : new String[] {"A", "!", "QQ=", "QQ==x", "Q-_=", "+/+/", "-_-_"}) {
            try {
                System.out.println("url/mime " + s + " -> " + Arrays.toString(Base64.getUrlDecoder().decode(s))
                        + " " + Arrays.toString(Base64.getMimeDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println("url/mime " + s + " -> " + e.getMessage());
            }
        }
        try {
            Base64.getDecoder().decode(new byte[] {(byte) 0xc3, 65, 65, 65});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Base64.getMimeEncoder(8, new byte[] {'A'});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
