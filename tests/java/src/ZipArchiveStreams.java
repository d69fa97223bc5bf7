import java.util.zip.*; import java.io.*; import java.util.*;
/* ZipOutputStream, ZipInputStream and ZipEntry: the archive bytes (checksum, first and last
 * bytes) for deflated, stored, directory, non-ASCII, pre-1980 and level-9 entries with
 * comments and extra data, reading them back, skipping, and JDK 17's exceptions for bad
 * use and for truncated or corrupt archives. */
public class ZipArchiveStreams {
  interface Body { void run() throws Exception; }
  static void t(String n, Body b) { try { b.run(); System.out.println(n + ": ok"); } catch (Throwable e) { System.out.println(n + ": " + e); } }
  static String sum(byte[] b) { CRC32 c = new CRC32(); c.update(b); return b.length + " bytes crc " + Long.toHexString(c.getValue()); }
  static String hex(byte[] b, int off, int len) { StringBuilder sb = new StringBuilder(); for (int i = off; i < off + len && i < b.length; i++) sb.append(String.format("%02x", b[i] & 0xff)); return sb.toString(); }
  public static void main(String[] a) throws Exception {
    System.setProperty("user.timezone", "UTC"); // DOS times are local times
    long T = 1700000000123L;
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    ZipOutputStream zo = new ZipOutputStream(bo);
    zo.setComment("archive comment");
    ZipEntry e1 = new ZipEntry("hello.txt"); e1.setTime(T); e1.setComment("first");
    zo.putNextEntry(e1); zo.write("hello hello hello zip\n".getBytes()); zo.closeEntry();
    ZipEntry d = new ZipEntry("dir/"); d.setTime(T); zo.putNextEntry(d);
    byte[] st = "stored bytes".getBytes(); CRC32 c = new CRC32(); c.update(st);
    ZipEntry e2 = new ZipEntry("dir/stored.bin"); e2.setTime(T + 5000); e2.setMethod(ZipEntry.STORED); e2.setSize(st.length); e2.setCrc(c.getValue());
    zo.putNextEntry(e2); zo.write(st);
    ZipEntry e3 = new ZipEntry("dir/\u00e9t\u00e9.txt"); e3.setTime(T); e3.setExtra(new byte[]{(byte)0xfe, (byte)0xca, 2, 0, 1, 2});
    zo.putNextEntry(e3); for (int i = 0; i < 2000; i++) zo.write(("line " + i + "\n").getBytes());
    ZipEntry e4 = new ZipEntry("old.txt"); e4.setTime(100000L); zo.putNextEntry(e4); zo.write('x');
    zo.setLevel(9); ZipEntry e5 = new ZipEntry("best.txt"); e5.setTime(T); zo.putNextEntry(e5); for (int i = 0; i < 500; i++) zo.write(("best " + i + "\n").getBytes());
    zo.close();
    byte[] zip = bo.toByteArray();
    System.out.println("zip " + sum(zip));
    System.out.println(hex(zip, 0, 80));
    System.out.println(hex(zip, zip.length - 40, 40));
    System.out.println(e1.getSize() + " " + e1.getCompressedSize() + " " + Long.toHexString(e1.getCrc()) + " " + e1.getTime() + " " + e2.getTime() + " " + e4.getTime() + " " + e3.getMethod());
    ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(zip));
    ZipEntry e;
    while ((e = zi.getNextEntry()) != null) {
      ByteArrayOutputStream o = new ByteArrayOutputStream(); byte[] buf = new byte[100]; int n; while ((n = zi.read(buf)) > 0) o.write(buf, 0, n);
      System.out.println(e.getName() + " dir=" + e.isDirectory() + " method=" + e.getMethod() + " size=" + e.getSize() + " csize=" + e.getCompressedSize() + " crc=" + Long.toHexString(e.getCrc()) + " time=" + e.getTime() + " extra=" + (e.getExtra() == null ? null : hex(e.getExtra(), 0, 99)) + " comment=" + e.getComment() + " data=" + sum(o.toByteArray()) + " avail=" + zi.available());
    }
    zi.close();
    // partial reads and skipping entries
    zi = new ZipInputStream(new ByteArrayInputStream(zip));
    System.out.println(zi.getNextEntry() + " " + zi.read() + " " + zi.getNextEntry() + " " + zi.getNextEntry() + " skip " + zi.skip(5) + " " + zi.getNextEntry() + " " + zi.getNextEntry() + " " + zi.getNextEntry() + " " + zi.getNextEntry());
    // errors
    t("dup", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); z.putNextEntry(new ZipEntry("a")); z.putNextEntry(new ZipEntry("a")); });
    t("stored no size", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); ZipEntry x = new ZipEntry("a"); x.setMethod(0); z.putNextEntry(x); });
    t("stored bad size", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); ZipEntry x = new ZipEntry("a"); x.setMethod(0); x.setSize(3); x.setCrc(0); z.putNextEntry(x); z.write(new byte[2]); z.closeEntry(); });
    t("stored past end", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); ZipEntry x = new ZipEntry("a"); x.setMethod(0); x.setSize(1); x.setCrc(0); z.putNextEntry(x); z.write(new byte[2]); });
    t("stored bad crc", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); ZipEntry x = new ZipEntry("a"); x.setMethod(0); x.setSize(1); x.setCrc(5); z.putNextEntry(x); z.write(1); z.closeEntry(); });
    t("no entry", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); z.write(1); });
    t("closed", () -> { ZipOutputStream z = new ZipOutputStream(new ByteArrayOutputStream()); z.close(); z.putNextEntry(new ZipEntry("a")); });
    t("bad method", () -> new ZipOutputStream(new ByteArrayOutputStream()).setMethod(3));
    t("entry bad method", () -> new ZipEntry("a").setMethod(3));
    t("entry bad size", () -> new ZipEntry("a").setSize(-1));
    t("entry bad crc", () -> new ZipEntry("a").setCrc(-1));
    t("entry null", () -> new ZipEntry((String) null));
    t("in null", () -> new ZipInputStream(null));
    t("charset null", () -> new ZipOutputStream(new ByteArrayOutputStream(), null));
    t("empty zip", () -> { ByteArrayOutputStream b = new ByteArrayOutputStream(); new ZipOutputStream(b).close(); System.out.println(hex(b.toByteArray(), 0, 99) + " " + new ZipInputStream(new ByteArrayInputStream(b.toByteArray())).getNextEntry()); });
    t("not a zip", () -> System.out.println(new ZipInputStream(new ByteArrayInputStream("hello world, not a zip at all".getBytes())).getNextEntry()));
    t("empty input", () -> System.out.println(new ZipInputStream(new ByteArrayInputStream(new byte[0])).getNextEntry()));
    for (int cut : new int[]{10, 35, 60, 90, 200, 400}) {
      t("truncated at " + cut, () -> { ZipInputStream z = new ZipInputStream(new ByteArrayInputStream(zip, 0, cut)); ZipEntry x; while ((x = z.getNextEntry()) != null) { while (z.read() >= 0) {} } });
    }
    byte[] bad = zip.clone(); bad[60] ^= 0x40;
    t("corrupt data", () -> { ZipInputStream z = new ZipInputStream(new ByteArrayInputStream(bad)); while (z.getNextEntry() != null) { while (z.read() >= 0) {} } });
    byte[] badcrc = zip.clone();
    int ext = -1; for (int i = 0; i < zip.length - 4; i++) if (zip[i] == 0x50 && zip[i+1] == 0x4b && zip[i+2] == 7 && zip[i+3] == 8) { ext = i; break; }
    badcrc[ext + 4] ^= 1; 
    t("bad ext crc", () -> { ZipInputStream z = new ZipInputStream(new ByteArrayInputStream(badcrc)); while (z.getNextEntry() != null) { while (z.read() >= 0) {} } });
    ZipEntry cl = (ZipEntry) e3.clone(); System.out.println(cl + " " + cl.hashCode() + " " + new ZipEntry(e3).getExtra().length + " " + ZipEntry.LOCHDR + " " + ZipEntry.CENSIG + " " + ZipOutputStream.DEFLATED);
  }
}
