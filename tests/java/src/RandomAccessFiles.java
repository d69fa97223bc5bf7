import java.io.*;
import java.nio.file.*;
import java.util.*;

// RandomAccessFile: a fixed-size record file updated in place, seek/length/setLength,
// the data methods, readLine, modes and errors.
public class RandomAccessFiles {
    static final int RECORD = 4 + 20 + 8;

    static void writeRecord(RandomAccessFile f, int index, int id, String name, double balance) throws IOException {
        f.seek((long) index * RECORD);
        f.writeInt(id);
        byte[] nb = Arrays.copyOf(name.getBytes("ISO-8859-1"), 20);
        f.write(nb);
        f.writeDouble(balance);
    }

    static String readRecord(RandomAccessFile f, int index) throws IOException {
        f.seek((long) index * RECORD);
        int id = f.readInt();
        byte[] nb = new byte[20];
        f.readFully(nb);
        double bal = f.readDouble();
        return id + ":" + new String(nb, "ISO-8859-1").trim() + ":" + bal;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("raf");
        File file = dir.resolve("accounts.dat").toFile();
        try {
            try (RandomAccessFile f = new RandomAccessFile(file, "rw")) {
                String[] names = {"ann", "bob", "cyd", "dee"};
                for (int i = 0; i < names.length; i++) writeRecord(f, i, 100 + i, names[i], i * 10.5);
                System.out.println(f.length() + " " + f.getFilePointer());
                writeRecord(f, 2, 102, "cynthia", 999.25);
                for (int i = 3; i >= 0; i--) System.out.println(readRecord(f, i));
                f.seek(f.length());
                f.writeUTF("tail \u00e9");
                f.writeBoolean(true);
                f.writeShort(-2);
                f.writeChar('Z');
                f.writeLong(Long.MIN_VALUE);
                f.writeFloat(1.5f);
                f.writeBytes("AB\u0143");
                f.writeChars("hi");
                f.writeByte(300);
                System.out.println(f.length() + " " + f.getFilePointer());
                f.seek(4 * RECORD);
                System.out.println(f.readUTF() + " " + f.readBoolean() + " " + f.readShort() + " " + f.readChar() + " " + f.readLong() + " " + f.readFloat() + " " + (char) f.readByte() + (char) f.readUnsignedByte() + f.readUnsignedByte() + " " + f.readChar() + f.readChar() + " " + f.readUnsignedByte() + " " + f.read());
                try { f.readInt(); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
                f.seek(2);
                System.out.println(f.skipBytes(5) + " " + f.getFilePointer() + " " + f.skipBytes(1_000_000) + " " + f.getFilePointer() + " " + f.skipBytes(-3));
                f.setLength(2 * RECORD);
                System.out.println(f.length() + " " + f.getFilePointer());
                f.setLength(3 * RECORD);
                f.seek(2 * RECORD);
                System.out.println(f.readInt() + " " + f.length());
                f.seek(10 * RECORD);
                System.out.println(f.read() + " " + f.read(new byte[4]) + " " + f.length());
                f.write(7);
                System.out.println(f.length());
                try { f.seek(-1); } catch (IOException e) { System.out.println(e.getMessage()); }
                System.out.println(f.getFD().valid() + " " + f.read(new byte[0]));
            }
            Files.writeString(dir.resolve("lines.txt"), "first\nsecond\r\nthird\rfourth\n\nlast");
            try (RandomAccessFile r = new RandomAccessFile(dir.resolve("lines.txt").toString(), "r")) {
                String line;
                List<String> lines = new ArrayList<>();
                while ((line = r.readLine()) != null) lines.add(line + "@" + r.getFilePointer());
                System.out.println(lines);
                try { r.write(1); } catch (IOException e) { System.out.println("write on r: " + e.getMessage()); }
                r.close();
                r.close();
                try { r.read(); } catch (IOException e) { System.out.println("closed: " + e.getMessage()); }
                try { r.length(); } catch (IOException e) { System.out.println("closed: " + e.getMessage()); }
            }
            try { new RandomAccessFile(file, "w"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new RandomAccessFile(dir.resolve("missing.dat").toFile(), "r"); } catch (FileNotFoundException e) { System.out.println(e.getMessage().substring(dir.toString().length())); }
            try { new RandomAccessFile(dir.toFile(), "r"); } catch (FileNotFoundException e) { System.out.println(e.getMessage().substring(dir.toString().length())); }
            try (RandomAccessFile created = new RandomAccessFile(dir.resolve("new.dat").toFile(), "rws")) { created.writeInt(42); System.out.println(created.length() + " " + Files.size(dir.resolve("new.dat"))); }
            try (RandomAccessFile rwd = new RandomAccessFile(dir.resolve("new.dat").toFile(), "rwd")) { System.out.println(rwd.readInt()); }
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
    }
}
