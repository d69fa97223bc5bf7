import java.io.*;
import java.util.*;

/** Delimiters (literal and regular), patterns, findInLine, skip, line endings, files, StringTokenizer. */
public class ScannerDelimiters {
    static void all(String label, Scanner s) {
        StringBuilder sb = new StringBuilder(label).append(':');
        while (s.hasNext()) {
            sb.append(" [").append(s.next()).append(']');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) throws IOException {
        all("comma", new Scanner("a,,b, c,").useDelimiter(","));
        all("comma-space", new Scanner("a, b,c ,  d").useDelimiter("\\s*,\\s*"));
        all("class", new Scanner("1;2|3;;4").useDelimiter("[;|]+"));
        all("word", new Scanner("oneANDtwoANDANDthree").useDelimiter("AND"));
        all("alt", new Scanner("a--b==c-=d").useDelimiter("--|==|-="));
        all("newline", new Scanner("first line\nsecond line\r\nthird").useDelimiter("\r?\n"));
        all("digits", new Scanner("ab12cd345ef").useDelimiter("\\d+"));
        all("quote", new Scanner("a.b.c").useDelimiter("\\Q.\\E"));
        all("default", new Scanner(" \t lead  trail \n"));

        Scanner s = new Scanner("1 fish 2 fish red fish blue fish");
        System.out.println(s.hasNext("\\d") + " " + s.next("\\d") + " " + s.hasNext("\\d") + " " + s.next("f.sh"));
        try {
            s.next("\\d+");
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage() + ", next is " + s.next());
        }
        s = new Scanner("key=value; other=thing\nsecond");
        System.out.println(s.findInLine("[a-z]+=") + " " + s.findInLine("th[a-z]*") + " " + s.findInLine("second"));
        System.out.println("[" + s.nextLine() + "] [" + s.nextLine() + "]");
        s = new Scanner("   abc def");
        s.skip("\\s*");
        System.out.println(s.next());
        try {
            s.skip("xyz");
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }

        s = new Scanner("a\rb\r\nc\nd\u2028e\u0085f\n\n");
        StringBuilder sb = new StringBuilder("lines:");
        while (s.hasNextLine()) {
            sb.append(" [").append(s.nextLine()).append(']');
        }
        System.out.println(sb);

        File f = File.createTempFile("scan", ".txt");
        try (Writer w = new FileWriter(f)) {
            for (int i = 0; i < 500; i++) {
                w.write("row " + i + " value " + (i * 7) + "\n");
            }
        }
        long total = 0;
        int rows = 0;
        try (Scanner fs = new Scanner(f)) {
            while (fs.hasNextLine()) {
                Scanner line = new Scanner(fs.nextLine());
                line.next();
                line.nextInt();
                line.next();
                total += line.nextInt();
                rows++;
            }
        }
        System.out.println("rows=" + rows + " total=" + total);
        f.delete();
        try {
            new Scanner(new File(f.getPath() + ".missing"));
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException");
        }

        java.nio.file.Path path = java.nio.file.Files.createTempFile("scan", ".txt");
        java.nio.file.Files.writeString(path, "1 2 3\nfoo");
        try (Scanner ps = new Scanner(path)) {
            System.out.println(ps.nextInt() + ps.nextInt() + ps.nextInt() + ps.nextLine() + ps.nextLine());
        }
        java.nio.file.Files.delete(path);
        try {
            new Scanner(path);
        } catch (IOException e) {
            System.out.println(e.getClass().getName());
        }
        Scanner rs = new Scanner((Readable) java.nio.CharBuffer.wrap("x y z"));
        System.out.println(rs.next() + rs.next() + rs.next() + rs.hasNext());

        StringTokenizer st = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.println(st.countTokens());
        while (st.hasMoreTokens()) {
            System.out.print(st.nextToken() + "|");
        }
        System.out.println();
        st = new StringTokenizer("a=1;b=2", "=;", true);
        System.out.println(st.countTokens());
        while (st.hasMoreElements()) {
            System.out.print(st.nextElement() + "|");
        }
        System.out.println();
        st = new StringTokenizer("a,b;c;d", ",");
        System.out.println(st.nextToken() + " " + st.nextToken(";") + " " + st.countTokens() + " " + st.nextToken());
        try {
            st.nextToken();
            st.nextToken();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        System.out.println(new StringTokenizer("").hasMoreTokens() + " " + new StringTokenizer(",,,", ",").countTokens());
    }
}
