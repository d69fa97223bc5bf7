import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

public class Searchjar {
    static String jarPath;

    static class Add {
    }

    /* The class file of a class "extra.Extra" with only a constructor,
     * written by hand: magic, version 52, a constant pool of 12 entries. */
    static byte[] extraClass() {
        return new byte[] {
            (byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 52,
            0, 10,
            10, 0, 2, 0, 3,                       // #1 Methodref #2.#3
            7, 0, 4,                              // #2 Class java/lang/Object
            12, 0, 5, 0, 6,                       // #3 NameAndType <init>:()V
            1, 0, 16, 'j', 'a', 'v', 'a', '/', 'l', 'a', 'n', 'g', '/', 'O', 'b', 'j', 'e', 'c', 't',
            1, 0, 6, '<', 'i', 'n', 'i', 't', '>',
            1, 0, 3, '(', ')', 'V',
            7, 0, 8,                              // #7 Class extra/Extra
            1, 0, 11, 'e', 'x', 't', 'r', 'a', '/', 'E', 'x', 't', 'r', 'a',
            1, 0, 4, 'C', 'o', 'd', 'e',
            0, 0x21, 0, 7, 0, 2, 0, 0, 0, 0,      // public super, this, super, no interfaces/fields
            0, 1,                                 // one method
            0, 1, 0, 5, 0, 6, 0, 1,               // public <init>()V, one attribute
            0, 9, 0, 0, 0, 17, 0, 1, 0, 1, 0, 0, 0, 5,
            0x2a, (byte) 0xb7, 0, 1, (byte) 0xb1,  // aload_0 invokespecial #1 return
            0, 0, 0, 0,                           // no exception table, no attributes
            0, 0                                  // no class attributes
        };
    }

    public static void main(String[] args) throws Exception {
        File dir = Files.createTempDirectory("searchjar").toFile();
        File jar = new File(dir, "extra.jar");
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar))) {
            out.putNextEntry(new JarEntry("extra/Extra.class"));
            out.write(extraClass());
            out.closeEntry();
            out.putNextEntry(new JarEntry("extra/data.txt"));
            out.write("from the appended JAR\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        System.out.println("before: resource " + (ClassLoader.getSystemResource("extra/data.txt") != null));
        jarPath = jar.getPath();
        new Add();
        Class<?> c = Class.forName("extra.Extra");
        System.out.println("class " + c.getName() + " from the "
                + (c.getClassLoader() == ClassLoader.getSystemClassLoader() ? "system" : "other") + " loader");
        URL u = ClassLoader.getSystemResource("extra/data.txt");
        System.out.println("resource found: " + (u != null) + ", protocol " + (u == null ? null : u.getProtocol()));
        try (InputStream in = ClassLoader.getSystemResourceAsStream("extra/data.txt")) {
            System.out.print("content: " + new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        System.out.println("Searchjar.class.getResource: "
                + (Searchjar.class.getResource("/extra/data.txt") != null));
        new File(jar.getPath()).delete();
        dir.delete();
    }
}
