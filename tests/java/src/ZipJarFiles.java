import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.*;
import java.util.jar.*;
import java.util.stream.Collectors;
import java.util.zip.*;

/* ZipFile and java.util.jar on archives written at run time to a temporary directory. */
public class ZipJarFiles {
    static File dir;

    interface Op { Object run() throws Exception; }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            System.out.println(what + " -> " + (r instanceof Object[] ? Arrays.deepToString((Object[]) r) : r));
        } catch (Throwable e) {
            String m = e.getMessage();
            if (m != null) m = m.replace(dir.getPath(), "DIR");
            System.out.println(what + " !! " + e.getClass().getName() + ": " + m);
        }
    }

    static String describe(ZipEntry e) {
        return e.getName() + " m=" + e.getMethod() + " size=" + e.getSize() + " csize=" + e.getCompressedSize()
                + " crc=" + Long.toHexString(e.getCrc()) + " dir=" + e.isDirectory() + " comment=" + e.getComment()
                + " extra=" + (e.getExtra() == null ? "null" : e.getExtra().length) + " time=" + (e.getTime() == T0);
    }

    static final long T0 = 1700000000000L;

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[7];
        int n;
        while ((n = in.read(b)) != -1) out.write(b, 0, n);
        return out.toString("UTF-8");
    }

    static String big() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3000; i++) sb.append("line ").append(i).append(i % 7 == 0 ? " seven\n" : "\n");
        return sb.toString();
    }

    static long crcOf(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static void writeZip(File f) throws IOException {
        try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(f))) {
            z.setComment("archive comment");
            ZipEntry d = new ZipEntry("docs/");
            d.setTime(T0);
            z.putNextEntry(d);
            z.closeEntry();
            ZipEntry a = new ZipEntry("docs/a.txt");
            a.setTime(T0);
            a.setComment("first file");
            z.putNextEntry(a);
            z.write("hello, zip file\n".getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
            byte[] s = "stored bytes, not compressed".getBytes(StandardCharsets.UTF_8);
            ZipEntry st = new ZipEntry("stored.bin");
            st.setTime(T0);
            st.setMethod(ZipEntry.STORED);
            st.setSize(s.length);
            st.setCrc(crcOf(s));
            z.putNextEntry(st);
            z.write(s);
            z.closeEntry();
            ZipEntry b = new ZipEntry("big/\u00e9t\u00e9.txt");
            b.setTime(T0);
            z.putNextEntry(b);
            z.write(big().getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
            ZipEntry e = new ZipEntry("empty.txt");
            e.setTime(T0);
            z.putNextEntry(e);
            z.closeEntry();
        }
    }

    static void zipFile() throws Exception {
        File f = new File(dir, "a.zip");
        writeZip(f);
        ZipFile zf = new ZipFile(f);
        t("name", () -> zf.getName().replace(dir.getPath(), "DIR"));
        t("size", zf::size);
        t("comment", zf::getComment);
        for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
            System.out.println("  " + describe(en.nextElement()));
        }
        t("stream", () -> zf.stream().map(ZipEntry::getName).collect(Collectors.joining(",")));
        t("getEntry docs", () -> zf.getEntry("docs"));
        t("getEntry docs/", () -> zf.getEntry("docs/"));
        t("getEntry missing", () -> zf.getEntry("nope"));
        t("getEntry null", () -> zf.getEntry(null));
        t("getEntry fresh copy", () -> zf.getEntry("stored.bin") != zf.getEntry("stored.bin"));
        t("read a", () -> readAll(zf.getInputStream(zf.getEntry("docs/a.txt"))));
        t("read stored", () -> readAll(zf.getInputStream(zf.getEntry("stored.bin"))));
        t("read empty", () -> readAll(zf.getInputStream(zf.getEntry("empty.txt"))).length());
        t("read dir", () -> zf.getInputStream(zf.getEntry("docs/")).read());
        t("read big", () -> {
            String s = readAll(zf.getInputStream(zf.getEntry("big/\u00e9t\u00e9.txt")));
            return s.length() + " " + s.equals(big());
        });
        t("by foreign entry", () -> readAll(zf.getInputStream(new ZipEntry("docs/a.txt"))).trim());
        t("unknown entry stream", () -> zf.getInputStream(new ZipEntry("zz")));
        t("null entry stream", () -> zf.getInputStream(null));
        InputStream defl = zf.getInputStream(zf.getEntry("docs/a.txt"));
        InputStream stor = zf.getInputStream(zf.getEntry("stored.bin"));
        t("available deflated", defl::available);
        t("read1", () -> (char) defl.read());
        t("available after 1", defl::available);
        t("skip", () -> defl.skip(4));
        t("available stored", stor::available);
        t("read stored 1", () -> (char) stor.read());
        t("available stored after", stor::available);
        InputStream unread = zf.getInputStream(zf.getEntry("docs/a.txt"));
        InputStream closedEarly = zf.getInputStream(zf.getEntry("docs/a.txt"));
        closedEarly.close();
        t("read closed stream", closedEarly::read);
        zf.close();
        zf.close();
        t("closed entries", zf::entries);
        t("closed getEntry", () -> zf.getEntry("docs/"));
        t("closed size", zf::size);
        t("closed name", () -> zf.getName().replace(dir.getPath(), "DIR"));
        t("closed comment", zf::getComment);
        t("closed stream", zf::stream);
        t("closed getInputStream", () -> zf.getInputStream(new ZipEntry("docs/a.txt")));
        t("stream after close (deflated)", unread::read);
        t("stream after close (stored)", stor::read);

        /* copying every entry of a ZipFile into a new archive, a common idiom */
        File copy = new File(dir, "copy.zip");
        try (ZipFile src = new ZipFile(f); ZipOutputStream out = new ZipOutputStream(new FileOutputStream(copy))) {
            for (Enumeration<? extends ZipEntry> en = src.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                out.putNextEntry(e);
                try (InputStream in = src.getInputStream(e)) {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
        }
        t("copy crc", () -> Long.toHexString(crcOf(Files.readAllBytes(copy.toPath()))) + " " + copy.length());
        t("original crc", () -> Long.toHexString(crcOf(Files.readAllBytes(f.toPath()))) + " " + f.length());
        try (ZipFile c = new ZipFile(copy.getPath(), StandardCharsets.UTF_8)) {
            t("copy entries", () -> c.stream().map(e -> e.getName() + ":" + e.getSize()).collect(Collectors.joining(" ")));
        }

        /* a stub in front of the archive, as in a self-extracting one: offsets count from the central directory */
        File pre = new File(dir, "prefixed.zip");
        try (FileOutputStream o = new FileOutputStream(pre)) {
            o.write("#!/bin/sh\necho stub\nexit 0\n".getBytes(StandardCharsets.UTF_8));
            o.write(Files.readAllBytes(f.toPath()));
        }
        try (ZipFile p = new ZipFile(pre)) {
            t("prefixed", () -> p.size() + " " + readAll(p.getInputStream(p.getEntry("docs/a.txt"))).trim()
                    + " / " + readAll(p.getInputStream(p.getEntry("stored.bin"))));
        }

        /* OPEN_DELETE: the file goes, the open archive still reads */
        File del = new File(dir, "del.zip");
        Files.copy(f.toPath(), del.toPath());
        try (ZipFile d = new ZipFile(del, ZipFile.OPEN_READ | ZipFile.OPEN_DELETE)) {
            t("open delete", () -> readAll(d.getInputStream(d.getEntry("stored.bin"))) + " exists=" + del.exists());
        }
        t("constants", () -> ZipFile.OPEN_READ + " " + ZipFile.OPEN_DELETE);
    }

    static void badZips() throws Exception {
        new FileOutputStream(new File(dir, "empty.zip")).close();
        try (FileOutputStream o = new FileOutputStream(new File(dir, "junk.zip"))) {
            o.write("this is plainly not a zip archive, only some text".getBytes(StandardCharsets.UTF_8));
        }
        try (FileOutputStream o = new FileOutputStream(new File(dir, "tiny.zip"))) {
            o.write(new byte[] { 'P', 'K' });
        }
        t("missing", () -> new ZipFile(new File(dir, "missing.zip")));
        t("missing by name", () -> new ZipFile(dir.getPath() + "/missing.zip"));
        t("empty", () -> new ZipFile(new File(dir, "empty.zip")));
        t("junk", () -> new ZipFile(new File(dir, "junk.zip")));
        t("tiny", () -> new ZipFile(new File(dir, "tiny.zip")));
        t("directory", () -> new ZipFile(dir));
        t("bad mode 0", () -> new ZipFile(new File(dir, "junk.zip"), 0));
        t("bad mode 3", () -> new ZipFile(new File(dir, "junk.zip"), 3));
        t("bad mode 9", () -> new ZipFile(new File(dir, "junk.zip"), 9));
        t("jar missing", () -> new JarFile(new File(dir, "missing.jar")));
        t("jar junk", () -> new JarFile(new File(dir, "junk.zip")));
    }

    /* damaged archives: what opening and reading say, and nothing worse */
    static void malformed() throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(bo)) {
            z.putNextEntry(new ZipEntry("a.txt"));
            z.write("hello hello hello".getBytes(StandardCharsets.UTF_8));
            z.putNextEntry(new ZipEntry("b.txt"));
            z.write("bbb".getBytes(StandardCharsets.UTF_8));
        }
        byte[] good = bo.toByteArray();
        int end = good.length - 22;
        int cen = (good[end + 16] & 0xff) | (good[end + 17] & 0xff) << 8;
        List<String> names = new ArrayList<>();
        List<byte[]> cases = new ArrayList<>();
        byte[] c;
        c = good.clone(); c[cen] = 'X'; names.add("cen signature"); cases.add(c);
        c = good.clone(); c[end + 16]++; names.add("cen offset +1"); cases.add(c);
        c = good.clone(); c[end + 12] += 5; names.add("cen size +5"); cases.add(c);
        c = good.clone(); c[end + 10] = 5; c[end + 8] = 5; names.add("total 5"); cases.add(c);
        c = good.clone(); c[end + 10] = 1; c[end + 8] = 1; names.add("total 1"); cases.add(c);
        c = good.clone(); c[0] = 'X'; names.add("loc signature"); cases.add(c);
        c = good.clone(); c[cen + 28] = (byte) 200; names.add("name length 200"); cases.add(c);
        c = good.clone(); c[cen + 42] = (byte) 100; names.add("loc offset 100"); cases.add(c);
        c = good.clone(); c[cen + 42] = (byte) 0xf0; c[cen + 43] = (byte) 0xff; names.add("loc offset past end"); cases.add(c);
        c = good.clone(); c[cen + 20] = (byte) 100; names.add("csize 100"); cases.add(c);
        c = good.clone(); c[end + 20] = 5; names.add("comment length 5"); cases.add(c);
        c = Arrays.copyOfRange(good, 10, good.length); names.add("head cut"); cases.add(c);
        c = good.clone(); c[cen + 10] = 99; names.add("method 99"); cases.add(c);
        c = good.clone(); c[cen + 8] = 1; names.add("encrypted"); cases.add(c);
        c = good.clone(); for (int i = 40; i < 50; i++) c[i] = (byte) 0xff; names.add("data garbage"); cases.add(c);
        c = Arrays.copyOfRange(good, 0, 20); names.add("truncated"); cases.add(c);
        c = good.clone();
        for (int i = 0; i + 3 <= c.length; i++) if (c[i] == 'b' && c[i + 1] == '.' && c[i + 2] == 't') c[i] = 'a';
        names.add("one name twice"); cases.add(c);
        for (int i = 0; i < cases.size(); i++) {
            File f = new File(dir, "bad" + i + ".zip");
            Files.write(f.toPath(), cases.get(i));
            StringBuilder sb = new StringBuilder();
            try (ZipFile z = new ZipFile(f)) {
                for (Enumeration<? extends ZipEntry> en = z.entries(); en.hasMoreElements();) {
                    ZipEntry e = en.nextElement();
                    sb.append(e.getName()).append(' ');
                    try (InputStream in = z.getInputStream(e)) {
                        sb.append(new String(in.readAllBytes(), StandardCharsets.UTF_8)).append("; ");
                    } catch (Exception x) {
                        sb.append("read ").append(x).append("; ");
                    }
                }
            } catch (Exception x) {
                sb.append(x);
            }
            System.out.println("malformed " + names.get(i) + ": " + sb);
        }
    }

    /* streams and enumerations around close(), of the stream and of the archive */
    static void closing() throws Exception {
        File f = new File(dir, "a.zip");
        ZipFile zf = new ZipFile(f);
        InputStream own = zf.getInputStream(zf.getEntry("stored.bin"));
        own.close();
        t("stored, closed: available", own::available);
        t("stored, closed: read", own::read);
        t("stored, closed: skip", () -> own.skip(2));
        InputStream st = zf.getInputStream(zf.getEntry("stored.bin"));
        t("stored skip negative", () -> st.skip(-3));
        t("stored skip past end", () -> st.skip(100));
        t("stored read at end", st::read);
        t("stored read bad range", () -> zf.getInputStream(zf.getEntry("stored.bin")).read(new byte[2], 1, 5));
        t("deflated read bad range", () -> zf.getInputStream(zf.getEntry("docs/a.txt")).read(new byte[2], 1, 5));
        t("deflated skip negative", () -> zf.getInputStream(zf.getEntry("docs/a.txt")).skip(-1));
        t("read 0 bytes", () -> zf.getInputStream(zf.getEntry("docs/a.txt")).read(new byte[0]));
        InputStream stored = zf.getInputStream(zf.getEntry("stored.bin"));
        InputStream deflated = zf.getInputStream(zf.getEntry("docs/a.txt"));
        InputStream ownDeflated = zf.getInputStream(zf.getEntry("docs/a.txt"));
        ownDeflated.close();
        t("deflated, closed: available", ownDeflated::available);
        Enumeration<? extends ZipEntry> en = zf.entries();
        en.nextElement();
        zf.close();
        t("enumeration after close: has", en::hasMoreElements);
        t("enumeration after close: next", en::nextElement);
        t("stored after archive close: available", stored::available);
        t("stored after archive close: read", stored::read);
        t("deflated after archive close: available", deflated::available);
        t("deflated after archive close: read", deflated::read);
        t("close after archive close", () -> {
            stored.close();
            deflated.close();
            return "ok";
        });
        JarFile jf = new JarFile(new File(dir, "app.jar"));
        JarEntry je = jf.getJarEntry("demo/readme.txt");
        jf.close();
        t("jar manifest after close", jf::getManifest);
        t("jar entry attributes after close", je::getAttributes);
    }

    static Manifest manifest() {
        Manifest m = new Manifest();
        Attributes main = m.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, "demo.Main");
        main.putValue("Created-By", "17 (tests)");
        main.put(Attributes.Name.CLASS_PATH, "lib/one.jar lib/two.jar lib/three.jar lib/four.jar lib/five.jar lib/six.jar");
        Attributes e = new Attributes();
        e.putValue("Sealed", "true");
        e.putValue("Implementation-Title", "demo");
        m.getEntries().put("demo/", e);
        Attributes c = new Attributes();
        c.putValue("Content-Type", "text/plain");
        m.getEntries().put("demo/readme.txt", c);
        return m;
    }

    static String show(byte[] b) {
        return new String(b, StandardCharsets.UTF_8).replace("\r\n", "|\n");
    }

    static String showAttrs(Attributes a) {
        if (a == null) return "null";
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<Object, Object> e : a.entrySet()) {
            if (sb.length() > 1) sb.append(", ");
            String v = (String) e.getValue();
            sb.append(e.getKey()).append('=').append(v.length() > 80 ? "<" + v.length() + " chars>" : v);
        }
        return sb.append('}').toString();
    }

    static void manifests() throws Exception {
        Manifest m = manifest();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.write(out);
        System.out.print(show(out.toByteArray()));
        Manifest back = new Manifest(new ByteArrayInputStream(out.toByteArray()));
        t("round trip equals", () -> back.equals(m) + " " + (back.hashCode() == m.hashCode()));
        t("main", () -> showAttrs(back.getMainAttributes()));
        t("entries", () -> new TreeMap<>(back.getEntries()).keySet());
        t("entry demo/", () -> showAttrs(back.getAttributes("demo/")));
        t("clone equals", () -> m.clone().equals(m) + " " + new Manifest(m).equals(m));
        t("main-class", () -> back.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS));
        t("case-insensitive get", () -> back.getMainAttributes().getValue("main-CLASS"));
        t("attributes hash", () -> back.getMainAttributes().hashCode());
        t("attributes toString", () -> back.getMainAttributes().toString().replaceAll("@.*", "@..."));

        /* lines are cut at 72 bytes of UTF-8, even inside a character */
        Manifest longs = new Manifest();
        longs.getMainAttributes().putValue("Manifest-Version", "1.0");
        longs.getMainAttributes().putValue("X-Exact", "x".repeat(72 - 9));
        longs.getMainAttributes().putValue("X-One-More", "y".repeat(72 - 11));
        longs.getMainAttributes().putValue("X-Long", "z".repeat(200));
        longs.getMainAttributes().putValue("X-Utf", "\u00e9".repeat(40));
        ByteArrayOutputStream lo = new ByteArrayOutputStream();
        longs.write(lo);
        byte[] lb = lo.toByteArray();
        int start = 0;
        for (int i = 0; i + 1 < lb.length; i++) {
            if (lb[i] == '\r' && lb[i + 1] == '\n') {
                System.out.println("  line of " + (i - start) + " bytes, starts with '" + (char) lb[start] + "'");
                start = i + 2;
            }
        }
        Manifest lback = new Manifest(new ByteArrayInputStream(lb));
        t("long values back", () -> lback.equals(longs) + " " + lback.getMainAttributes().getValue("X-Utf").length());

        t("no version: main not written", () -> {
            Manifest mm = new Manifest();
            mm.getMainAttributes().putValue("A", "b");
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            mm.write(b);
            return show(b.toByteArray());
        });
        t("signature version", () -> {
            Manifest mm = new Manifest();
            mm.getMainAttributes().putValue("A", "b");
            mm.getMainAttributes().putValue("Signature-Version", "1.0");
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            mm.write(b);
            return show(b.toByteArray());
        });
        t("empty manifest bytes", () -> {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            new Manifest().write(b);
            return b.size();
        });

        String[] inputs = {
            "Manifest-Version: 1.0\nbad line\n",
            "Manifest-Version: 1.0\n: x\n",
            "Manifest-Version: 1.0\nA:b\n",
            "Manifest-Version: 1.0\nBad Name: x\n",
            " continued\n",
            "Manifest-Version: 1.0\nA: b",
            "Manifest-Version: 1.0\nA: b\n\nFoo: x\n",
            "Manifest-Version: 1.0\nA: b\n\nName: x\n continued\nQ: r\n",
            "Manifest-Version: 1.0\r\nA: b\r\n\r\nName: n\r\nB: c\r\n\r\nName: n\r\nC: d\r\n",
            "Manifest-Version: 1.0\r\rname: a\rB: c\r\r\r",
            "Manifest-Version: 1.0\n\n\n\nName: a\n\nName: b\nX: y\n",
            "A: b\n continued\n more\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(505) + "\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(506) + "\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(600) + "\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(508) + "\nB: c\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(508) + "\r\nB: c\n",
            "Manifest-Version: 1.0\nA: " + "w".repeat(509) + "\nB: c\n",
            "Manifest-Version: 1.0\nU: \u00fcber\n",
            "",
        };
        for (String s : inputs) {
            String label = s.length() > 40 ? s.substring(0, 30) + "...(" + s.length() + ")" : s;
            t("read [" + label.replace("\r", "\\r").replace("\n", "\\n") + "]", () -> {
                Manifest mm = new Manifest(new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)));
                StringBuilder sb = new StringBuilder(showAttrs(mm.getMainAttributes()));
                for (Map.Entry<String, Attributes> e : new TreeMap<>(mm.getEntries()).entrySet()) {
                    sb.append(" ").append(e.getKey()).append(showAttrs(e.getValue()));
                }
                return sb;
            });
        }
    }

    static void attributes() {
        t("names", () -> Attributes.Name.MANIFEST_VERSION + " " + Attributes.Name.SIGNATURE_VERSION + " "
                + Attributes.Name.CONTENT_TYPE + " " + Attributes.Name.CLASS_PATH + " " + Attributes.Name.MAIN_CLASS
                + " " + Attributes.Name.SEALED + " " + Attributes.Name.EXTENSION_LIST + " "
                + Attributes.Name.EXTENSION_NAME + " " + Attributes.Name.IMPLEMENTATION_TITLE + " "
                + Attributes.Name.IMPLEMENTATION_VERSION + " " + Attributes.Name.IMPLEMENTATION_VENDOR + " "
                + Attributes.Name.SPECIFICATION_TITLE + " " + Attributes.Name.SPECIFICATION_VERSION + " "
                + Attributes.Name.SPECIFICATION_VENDOR + " " + Attributes.Name.MULTI_RELEASE);
        t("name equals", () -> new Attributes.Name("FOO-bar").equals(new Attributes.Name("foo-BAR")) + " "
                + new Attributes.Name("FOO-bar") + " " + new Attributes.Name("Foo").equals("Foo"));
        t("name hash", () -> new Attributes.Name("Manifest-Version").hashCode() + " " + new Attributes.Name("x_1-z").hashCode());
        t("name with space", () -> new Attributes.Name("Bad Name"));
        t("name empty", () -> new Attributes.Name(""));
        t("name 70", () -> new Attributes.Name("n".repeat(70)).toString().length());
        t("name 71", () -> new Attributes.Name("n".repeat(71)));
        t("name dot", () -> new Attributes.Name("a.b"));
        t("name non-ascii", () -> new Attributes.Name("\u00e9"));
        t("name null", () -> new Attributes.Name(null));
        Attributes a = new Attributes();
        t("put string key", () -> a.put("k", "v"));
        t("put int value", () -> a.put(new Attributes.Name("k"), 5));
        t("putValue old", () -> a.putValue("K", "1") + " " + a.putValue("k", "2"));
        t("getValue bad", () -> a.getValue("a b"));
        a.putValue("Zeta", "z");
        a.putValue("alpha", "a");
        t("order", () -> showAttrs(a) + " size=" + a.size());
        t("keys", () -> a.keySet() + " " + a.values() + " " + a.entrySet());
        t("containsKey", () -> a.containsKey(new Attributes.Name("ZETA")) + " " + a.containsKey("Zeta") + " "
                + a.containsValue("z"));
        t("remove", () -> a.remove(new Attributes.Name("zeta")) + " " + showAttrs(a));
        t("clone", () -> {
            Attributes c = (Attributes) a.clone();
            c.putValue("New", "n");
            return showAttrs(a) + " " + showAttrs(c) + " " + a.equals(c);
        });
        t("putAll map", () -> {
            a.putAll(new HashMap<>());
            return "ok";
        });
        t("putAll attrs", () -> {
            Attributes o = new Attributes();
            o.putValue("Other", "o");
            a.putAll(o);
            return showAttrs(a);
        });
        t("hashCode", a::hashCode);
        t("empty hashCode", () -> new Attributes().hashCode() + " " + new Attributes().isEmpty());
    }

    static void jars() throws Exception {
        File jf = new File(dir, "app.jar");
        try (JarOutputStream jo = new JarOutputStream(new FileOutputStream(jf), manifest())) {
            JarEntry d = new JarEntry("demo/");
            d.setTime(T0);
            jo.putNextEntry(d);
            jo.closeEntry();
            JarEntry r = new JarEntry("demo/readme.txt");
            r.setTime(T0);
            jo.putNextEntry(r);
            jo.write("read me\n".getBytes(StandardCharsets.UTF_8));
            jo.closeEntry();
            JarEntry c = new JarEntry("demo/Main.class");
            c.setTime(T0);
            jo.putNextEntry(c);
            jo.write(new byte[] { (byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 61 });
            jo.closeEntry();
        }
        /* the manifest entry carries the current time, so only the entry data is compared */
        try (JarFile j = new JarFile(jf)) {
            t("jar size", j::size);
            for (Enumeration<JarEntry> en = j.entries(); en.hasMoreElements();) {
                JarEntry e = en.nextElement();
                System.out.println("  " + e.getName() + " m=" + e.getMethod() + " size=" + e.getSize() + " crc="
                        + Long.toHexString(e.getCrc()) + " extra=" + Arrays.toString(e.getExtra()) + " attrs="
                        + showAttrs(e.getAttributes()) + " real=" + e.getRealName());
            }
            Manifest m = j.getManifest();
            t("manifest equals", () -> m.equals(manifest()));
            t("manifest cached", () -> j.getManifest() == m);
            t("main class", () -> m.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS));
            t("getJarEntry", () -> (j.getJarEntry("demo/readme.txt") instanceof JarEntry) + " "
                    + showAttrs(j.getJarEntry("demo/readme.txt").getAttributes()));
            t("getJarEntry dir", () -> j.getJarEntry("demo"));
            t("getJarEntry missing", () -> j.getJarEntry("none"));
            t("getEntry type", () -> j.getEntry("demo/Main.class") instanceof JarEntry);
            t("stream", () -> j.stream().map(e -> (e instanceof JarEntry) + ":" + e.getName())
                    .collect(Collectors.joining(" ")));
            t("read", () -> readAll(j.getInputStream(j.getJarEntry("demo/readme.txt"))).trim());
            t("multi-release", j::isMultiRelease);
            t("MANIFEST_NAME", () -> JarFile.MANIFEST_NAME);
        }
        try (JarInputStream ji = new JarInputStream(new FileInputStream(jf))) {
            t("jis manifest", () -> ji.getManifest().equals(manifest()));
            JarEntry e;
            while ((e = ji.getNextJarEntry()) != null) {
                System.out.println("  jis " + e.getName() + " attrs=" + showAttrs(e.getAttributes()) + " data="
                        + readAll(ji).length());
            }
        }
        /* a jar without a manifest, written by ZipOutputStream, with META-INF/ first */
        File plain = new File(dir, "plain.jar");
        try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(plain))) {
            z.putNextEntry(new ZipEntry("META-INF/"));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("x.txt"));
            z.write('x');
            z.closeEntry();
        }
        try (JarFile j = new JarFile(plain.getPath())) {
            t("no manifest", j::getManifest);
            t("no manifest attrs", () -> j.getJarEntry("x.txt").getAttributes());
        }
        try (JarInputStream ji = new JarInputStream(new FileInputStream(plain))) {
            t("jis no manifest", () -> ji.getManifest() + " first=" + ji.getNextEntry());
        }
        /* manifest name in other case, and META-INF/ before it */
        File lower = new File(dir, "lower.jar");
        try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(lower))) {
            z.putNextEntry(new ZipEntry("META-INF/"));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("meta-inf/manifest.mf"));
            z.write("Manifest-Version: 1.0\nMain-Class: Lower\n\n".getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("Lower.class"));
            z.closeEntry();
        }
        try (JarFile j = new JarFile(lower)) {
            t("lower-case manifest", () -> j.getManifest().getMainAttributes().getValue("Main-Class"));
        }
        try (JarInputStream ji = new JarInputStream(new FileInputStream(lower))) {
            t("jis lower-case manifest", () -> ji.getManifest().getMainAttributes().getValue("Main-Class") + " next="
                    + ji.getNextJarEntry());
        }
        /* a JarOutputStream without a manifest: the first entry gets the 0xCAFE marker, once */
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        JarEntry first = new JarEntry("one");
        first.setTime(T0);
        JarEntry second = new JarEntry("two");
        second.setTime(T0);
        second.setExtra(new byte[] { (byte) 0xfe, (byte) 0xca, 0, 0 });
        try (JarOutputStream jo = new JarOutputStream(bo)) {
            jo.putNextEntry(first);
            jo.write(1);
            jo.putNextEntry(second);
            jo.write(2);
        }
        t("first extra", () -> Arrays.toString(first.getExtra()) + " second " + Arrays.toString(second.getExtra()));
        t("bytes", () -> bo.size() + " crc " + Long.toHexString(crcOf(bo.toByteArray())));
        t("null manifest", () -> new JarOutputStream(new ByteArrayOutputStream(), null));
    }

    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        dir = Files.createTempDirectory("zipjar").toFile();
        try {
            zipFile();
            badZips();
            malformed();
            manifests();
            attributes();
            jars();
            closing();
        } finally {
            File[] fs = dir.listFiles();
            if (fs != null) for (File f : fs) f.delete();
            dir.delete();
        }
    }
}
