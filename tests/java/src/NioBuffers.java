import java.nio.*;
import java.nio.charset.*;
import java.util.*;

/** ByteBuffer/CharBuffer positions, byte order, bulk operations; Charset names and coding. */
public class NioBuffers {
    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(16);
        System.out.println(b + " " + b.order() + " " + b.hasArray() + " " + b.isReadOnly() + " " + ByteOrder.nativeOrder());
        b.putInt(0x01020304).putShort((short) -2).put((byte) 7);
        System.out.println(b + " " + b.remaining());
        b.flip();
        System.out.println(b + " " + Integer.toHexString(b.getInt()) + " " + b.getShort() + " " + b.get() + " " + b.hasRemaining());
        try {
            b.get();
        } catch (BufferUnderflowException e) {
            System.out.println(e);
        }
        b.clear();
        b.order(ByteOrder.LITTLE_ENDIAN).putInt(0x01020304).putLong(-1L).putFloat(1.5f);
        System.out.println(Arrays.toString(b.array()));
        System.out.println(b.order() + " " + Integer.toHexString(b.getInt(0)) + " " + b.getFloat(12) + " " + b.getLong(4));
        try {
            b.putInt(1);
        } catch (BufferOverflowException e) {
            System.out.println(e);
        }
        try {
            b.getInt(14);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            b.position(17);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            b.limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        ByteBuffer w = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6}, 1, 4);
        System.out.println(w + " " + w.get() + " " + w.slice() + " " + w.slice().get(0) + " " + w.arrayOffset());
        w.mark();
        w.get();
        w.reset();
        System.out.println(w.position() + " " + w.compact() + " " + Arrays.toString(w.array()));
        ByteBuffer d = ByteBuffer.allocate(8).putDouble(Math.PI);
        d.flip();
        System.out.println(d.getDouble() + " " + d.rewind() + " " + Long.toHexString(d.getLong()));
        ByteBuffer ro = d.asReadOnlyBuffer();
        try {
            ro.put(0, (byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println(e + " " + ro.isReadOnly() + " " + ro.hasArray());
        }
        System.out.println(ByteBuffer.wrap(new byte[] {1, 2}).equals(ByteBuffer.wrap(new byte[] {0, 1, 2}, 1, 2)) + " "
                + ByteBuffer.wrap(new byte[] {1, 2}).compareTo(ByteBuffer.wrap(new byte[] {1, 3})) + " "
                + ByteBuffer.wrap(new byte[] {1, 2}).hashCode());
        ByteBuffer dst = ByteBuffer.allocate(4);
        dst.put(ByteBuffer.wrap(new byte[] {9, 8}));
        byte[] out = new byte[2];
        dst.flip();
        dst.get(out);
        System.out.println(Arrays.toString(out) + " " + dst);

        CharBuffer cb = CharBuffer.allocate(8);
        cb.put("abc").put('d');
        cb.flip();
        System.out.println(cb + " " + cb.length() + " " + cb.charAt(1) + " " + cb.subSequence(1, 3) + " " + cb.get() + " " + cb);
        CharBuffer cw = CharBuffer.wrap("hello");
        System.out.println(cw + " " + cw.isReadOnly() + " " + cw.get(4) + " " + cw.remaining());
        try {
            cw.put('x');
        } catch (ReadOnlyBufferException e) {
            System.out.println(e);
        }

        System.out.println(StandardCharsets.UTF_8 + " " + StandardCharsets.ISO_8859_1.name() + " " + StandardCharsets.US_ASCII
                + " " + StandardCharsets.UTF_16 + " " + StandardCharsets.UTF_16BE + " " + StandardCharsets.UTF_16LE);
        System.out.println(Charset.forName("utf8") + " " + Charset.forName("latin1") + " " + Charset.forName("ASCII")
                + " " + Charset.isSupported("UTF-16LE") + " " + Charset.isSupported("x-nothing") + " " + Charset.defaultCharset()
                + " " + Charset.forName("UTF-8").equals(StandardCharsets.UTF_8) + " " + Charset.forName("utf-8").aliases().contains("UTF8"));
        try {
            Charset.forName("x-nothing");
        } catch (UnsupportedCharsetException e) {
            System.out.println(e + " " + e.getCharsetName());
        }
        try {
            Charset.forName("bad name");
        } catch (IllegalCharsetNameException e) {
            System.out.println(e);
        }
        String s = "Aé€\uD83D\uDE00";
        for (Charset cs : new Charset[] {StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII,
                StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE}) {
            byte[] e = s.getBytes(cs);
            System.out.println(cs + " " + Arrays.toString(e) + " -> " + new String(e, cs).equals(s) + " " + new String(e, cs).length());
        }
        System.out.println(new String(new byte[] {(byte) 0xff, (byte) 0xfe, 0x41, 0}, StandardCharsets.UTF_16) + " "
                + new String(new byte[] {0, 0x42}, StandardCharsets.UTF_16) + " "
                + new String(new byte[] {(byte) 0xc3, (byte) 0xa9, (byte) 0xff}, StandardCharsets.UTF_8).length());
        ByteBuffer enc = StandardCharsets.UTF_8.encode("né");
        System.out.println(enc.remaining() + " " + StandardCharsets.UTF_8.decode(enc) + " " + enc.remaining());
    }
}
