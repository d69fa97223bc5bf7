import java.io.*;
import java.util.zip.*;

/* Deflater/Inflater and the deflate, zlib and gzip streams: the compressed
 * bytes (as CRC-32 and length, or hex when short) for each level and
 * strategy, round trips, flush modes, dictionaries, concatenated gzip
 * members, and the exceptions for bad arguments and corrupt or truncated input. */
public class ZipDeflateStreams {
    interface Body { void run() throws Exception; }

    static void t(String name, Body b) {
        try {
            b.run();
            System.out.println(name + ": ok");
        } catch (Throwable e) {
            System.out.println(name + ": " + e);
        }
    }

    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static String sum(byte[] b, int len) {
        CRC32 c = new CRC32();
        c.update(b, 0, len);
        return len + " bytes crc " + Long.toHexString(c.getValue());
    }

    static byte[] data(int n, long seed) {
        byte[] b = new byte[n];
        long x = seed;
        String words = "the quick brown fox jumps over the lazy dog and compresses well ";
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            b[i] = (x >>> 60) < 3 ? (byte) (x >>> 33) : (byte) words.charAt((int) ((x >>> 40) & 63) % words.length());
        }
        return b;
    }

    static byte[] deflate(byte[] in, int level, int strategy, boolean nowrap) {
        Deflater d = new Deflater(level, nowrap);
        d.setStrategy(strategy);
        d.setInput(in);
        d.finish();
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[300];
        while (!d.finished()) {
            int n = d.deflate(buf);
            bo.write(buf, 0, n);
        }
        System.out.println("  in " + d.getBytesRead() + " out " + d.getBytesWritten() + " adler " + Integer.toHexString(d.getAdler()));
        d.end();
        return bo.toByteArray();
    }

    static byte[] inflate(byte[] in, boolean nowrap) throws DataFormatException {
        Inflater f = new Inflater(nowrap);
        f.setInput(in);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[777];
        while (!f.finished()) {
            int n = f.inflate(buf);
            if (n == 0 && (f.needsInput() || f.needsDictionary())) break;
            bo.write(buf, 0, n);
        }
        System.out.println("  inflated " + f.getBytesRead() + " -> " + f.getBytesWritten() + " remaining " + f.getRemaining() + " finished " + f.finished());
        f.end();
        return bo.toByteArray();
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[100];
        int n;
        while ((n = in.read(buf)) > 0) bo.write(buf, 0, n);
        return bo.toByteArray();
    }

    static byte[] gzip(byte[] in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = new GZIPOutputStream(bo);
        g.write(in);
        g.close();
        return bo.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        byte[] text = data(20000, 42);
        for (int level = -1; level <= 9; level++) {
            for (int strategy = 0; strategy <= 2; strategy++) {
                System.out.println("level " + level + " strategy " + strategy);
                byte[] z = deflate(text, level, strategy, false);
                System.out.println("  zlib " + sum(z, z.length));
                byte[] back = inflate(z, false);
                System.out.println("  round trip " + java.util.Arrays.equals(back, text));
            }
        }
        byte[] raw = deflate("hello hello hello".getBytes(), 6, 0, true);
        System.out.println("raw " + hex(raw, 0, raw.length));
        System.out.println("raw back " + new String(inflate(raw, true)));
        byte[] empty = deflate(new byte[0], -1, 0, false);
        System.out.println("empty " + hex(empty, 0, empty.length));

        // changing the level between calls (deflateParams)
        Deflater d = new Deflater(1);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        d.setInput(text, 0, 5000);
        while (!d.needsInput()) bo.write(buf, 0, d.deflate(buf));
        d.setLevel(9);
        d.setStrategy(Deflater.FILTERED);
        d.setInput(text, 5000, 5000);
        while (!d.needsInput()) bo.write(buf, 0, d.deflate(buf));
        bo.write(buf, 0, d.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH));
        d.setLevel(0);
        d.setInput(text, 10000, 10000);
        d.finish();
        while (!d.finished()) bo.write(buf, 0, d.deflate(buf));
        System.out.println("params " + sum(bo.toByteArray(), bo.size()) + " in " + d.getTotalIn() + " out " + d.getTotalOut());
        System.out.println("params round trip " + java.util.Arrays.equals(inflate(bo.toByteArray(), false), text));
        d.reset();
        d.setInput("again".getBytes());
        d.finish();
        int n = d.deflate(buf);
        System.out.println("after reset " + hex(buf, 0, n) + " finished " + d.finished());
        d.end();

        // flush modes
        Deflater fl = new Deflater();
        fl.setInput("abc".getBytes());
        n = fl.deflate(buf, 0, buf.length, Deflater.NO_FLUSH);
        System.out.println("no flush " + hex(buf, 0, n));
        n = fl.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH);
        System.out.println("sync flush " + hex(buf, 0, n));
        fl.setInput("def".getBytes());
        n = fl.deflate(buf, 0, buf.length, Deflater.FULL_FLUSH);
        System.out.println("full flush " + hex(buf, 0, n));
        fl.finish();
        n = fl.deflate(buf);
        System.out.println("finish " + hex(buf, 0, n) + " " + fl.finished());

        // dictionaries
        byte[] dict = "hello world".getBytes();
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        dd.setInput("hello world, hello world".getBytes());
        dd.finish();
        n = dd.deflate(buf);
        byte[] withDict = java.util.Arrays.copyOf(buf, n);
        System.out.println("dict " + hex(withDict, 0, n) + " adler " + Integer.toHexString(dd.getAdler()));
        Inflater di = new Inflater();
        di.setInput(withDict);
        System.out.println("inflate without dict " + di.inflate(buf) + " needsDictionary " + di.needsDictionary() + " adler " + Integer.toHexString(di.getAdler()));
        di.setDictionary(dict);
        n = di.inflate(buf);
        System.out.println("with dict " + new String(buf, 0, n) + " " + di.finished());
        t("wrong dict", () -> { Inflater w = new Inflater(); w.setInput(withDict); w.inflate(new byte[10]); w.setDictionary("nope".getBytes()); });
        t("dict after deflate", () -> { Deflater x = new Deflater(); x.setInput(new byte[100]); x.deflate(new byte[100]); x.setDictionary(new byte[4]); });

        // streams
        byte[] gz = gzip("hello".getBytes());
        System.out.println("gzip hello " + hex(gz, 0, gz.length));
        byte[] big = gzip(text);
        System.out.println("gzip text " + sum(big, big.length));
        System.out.println("gunzip " + java.util.Arrays.equals(readAll(new GZIPInputStream(new ByteArrayInputStream(big))), text));
        ByteArrayOutputStream zo = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(zo, new Deflater(9), 100);
        for (int i = 0; i < 3000; i += 7) dos.write(text, i, 7);
        dos.write('!');
        dos.close();
        System.out.println("deflater stream " + sum(zo.toByteArray(), zo.size()));
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray()), new Inflater(), 33);
        System.out.println("available " + iis.available() + " skip " + iis.skip(1000) + " read " + iis.read());
        byte[] rest = readAll(iis);
        System.out.println("rest " + rest.length + " last " + (char) rest[rest.length - 1] + " available " + iis.available() + " read " + iis.read());
        iis.close();

        ByteArrayOutputStream so = new ByteArrayOutputStream();
        GZIPOutputStream sg = new GZIPOutputStream(so, true);
        sg.write("first part ".getBytes());
        sg.flush();
        System.out.println("after sync flush " + hex(so.toByteArray(), 0, so.size()));
        sg.write("second part".getBytes());
        sg.finish();
        System.out.println("finished " + hex(so.toByteArray(), 0, so.size()));

        // two gzip members one after the other, and a member with name, comment, extra and header CRC
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        two.write(gzip("one ".getBytes()));
        two.write(gzip(data(3000, 7)));
        two.write(gzip("three".getBytes()));
        byte[] all = readAll(new GZIPInputStream(new ByteArrayInputStream(two.toByteArray())));
        System.out.println("members " + all.length + " " + new String(all, 0, 4) + new String(all, all.length - 5, 5));
        byte[] hdr = { 0x1f, (byte) 0x8b, 8, 2 | 4 | 8 | 16, 1, 2, 3, 4, 0, 3, 2, 0, 'x', 'y', 'n', 'a', 'm', 'e', 0, 'c', 0 };
        CRC32 hc = new CRC32();
        hc.update(hdr);
        ByteArrayOutputStream fancy = new ByteArrayOutputStream();
        fancy.write(hdr);
        fancy.write((int) hc.getValue());
        fancy.write((int) hc.getValue() >> 8);
        fancy.write(gz, 10, gz.length - 10);
        System.out.println("fancy " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(fancy.toByteArray())))));
        byte[] badHcrc = fancy.toByteArray();
        badHcrc[hdr.length] ^= 1;
        t("bad header crc", () -> new GZIPInputStream(new ByteArrayInputStream(badHcrc)));

        // checked streams
        CheckedOutputStream co = new CheckedOutputStream(new ByteArrayOutputStream(), new Adler32());
        co.write(text, 0, 1000);
        co.write(3);
        CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(text, 0, 1001), new Adler32());
        System.out.println("checked " + Long.toHexString(co.getChecksum().getValue()) + " skip " + ci.skip(2000) + " " + Long.toHexString(ci.getChecksum().getValue()));

        // errors
        t("level 10", () -> new Deflater(10));
        t("level -2", () -> new Deflater(-2));
        t("setLevel 10", () -> new Deflater().setLevel(10));
        t("setStrategy 5", () -> new Deflater().setStrategy(5));
        t("flush 9", () -> new Deflater().deflate(new byte[10], 0, 10, 9));
        t("deflate after end", () -> { Deflater x = new Deflater(); x.end(); x.deflate(new byte[10]); });
        t("inflate after end", () -> { Inflater x = new Inflater(); x.end(); x.inflate(new byte[10]); });
        t("end twice", () -> { Deflater x = new Deflater(); x.end(); x.end(); x.getTotalIn(); });
        t("flags after end", () -> { Deflater x = new Deflater(); x.end(); x.finished(); x.needsInput(); x.setInput(new byte[3]); x.finish(); });
        t("setInput range", () -> new Deflater().setInput(new byte[3], 2, 5));
        t("deflate range", () -> new Deflater().deflate(new byte[3], 2, 5));
        t("inflate range", () -> new Inflater().inflate(new byte[3], 2, 5));
        t("setInput null", () -> new Deflater().setInput((byte[]) null));
        t("inflate garbage", () -> { Inflater i = new Inflater(); i.setInput("hello world".getBytes()); i.inflate(new byte[100]); });
        Inflater gi = new Inflater();
        gi.setInput("hello world".getBytes());
        try { gi.inflate(new byte[100]); } catch (DataFormatException e) { System.out.println("after error remaining " + gi.getRemaining() + " read " + gi.getBytesRead() + " " + gi.finished()); }
        byte[] badBlock = deflate(text, 6, 0, false);
        badBlock[200] ^= 0x55;
        t("corrupt block", () -> inflate(badBlock, false));
        t("gzip empty", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[0])));
        t("gzip one byte", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] { 0x1f })));
        t("not gzip", () -> new GZIPInputStream(new ByteArrayInputStream("hello".getBytes())));
        t("gzip method 7", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] { 0x1f, (byte) 0x8b, 7, 0 })));
        t("gzip short header", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] { 0x1f, (byte) 0x8b, 8, 0, 0 })));
        for (int cut = 10; cut < big.length; cut += big.length / 9 + 1) {
            final int c = cut;
            t("truncated at " + c, () -> readAll(new GZIPInputStream(new ByteArrayInputStream(big, 0, c))));
        }
        for (int cut = gz.length - 8; cut < gz.length; cut++) {
            final int c = cut;
            t("trailer cut at " + c, () -> readAll(new GZIPInputStream(new ByteArrayInputStream(gz, 0, c))));
        }
        byte[] badTrailer = gz.clone();
        badTrailer[gz.length - 5] ^= 1;
        t("bad trailer", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(badTrailer))));
        byte[] badData = big.clone();
        for (int i = 100; i < 140; i++) badData[i] = (byte) 0xff;
        t("corrupt gzip data", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(badData))));
        t("zlib garbage", () -> new InflaterInputStream(new ByteArrayInputStream("hello".getBytes())).read());
        t("zlib empty", () -> new InflaterInputStream(new ByteArrayInputStream(new byte[0])).read());
        t("buffer 0", () -> new InflaterInputStream(new ByteArrayInputStream(new byte[0]), new Inflater(), 0));
        t("deflater buffer 0", () -> new DeflaterOutputStream(new ByteArrayOutputStream(), new Deflater(), 0));
        t("gzip buffer 0", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[0]), 0));
        t("read closed", () -> { InflaterInputStream x = new InflaterInputStream(new ByteArrayInputStream(new byte[0])); x.close(); x.read(); });
        t("read closed gzip", () -> { GZIPInputStream x = new GZIPInputStream(new ByteArrayInputStream(gz)); x.close(); x.read(); });
        t("write closed", () -> { DeflaterOutputStream x = new DeflaterOutputStream(new ByteArrayOutputStream()); x.close(); x.write(1); });
        t("write finished", () -> { DeflaterOutputStream x = new DeflaterOutputStream(new ByteArrayOutputStream()); x.finish(); x.write(1); });
        t("write range", () -> new DeflaterOutputStream(new ByteArrayOutputStream()).write(new byte[2], 1, 2));
        t("skip negative", () -> new InflaterInputStream(new ByteArrayInputStream(new byte[0])).skip(-1));
        t("reset", () -> new InflaterInputStream(new ByteArrayInputStream(new byte[0])).reset());
        t("null in", () -> new InflaterInputStream(null));
        t("null gzip in", () -> new GZIPInputStream(null));
        t("null gzip out", () -> new GZIPOutputStream(null));
        t("null deflater out", () -> new DeflaterOutputStream(null));
    }
}
