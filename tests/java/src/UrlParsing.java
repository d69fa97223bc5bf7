import java.net.*; import java.io.*;
/* java.net.URL parsing and getters, relative URLs, toURI/toURL, File.toURI, File(URI),
 * Path.toUri, opening a missing file: URL, and more URI authority edge cases. */
public class UrlParsing {
  static void p(URL u) { System.out.println(u + " | prot=" + u.getProtocol() + " auth=" + u.getAuthority() + " ui=" + u.getUserInfo() + " host=" + u.getHost() + " port=" + u.getPort() + " dport=" + u.getDefaultPort() + " file=" + u.getFile() + " path=" + u.getPath() + " q=" + u.getQuery() + " ref=" + u.getRef()); }
  public static void main(String[] a) throws Exception {
    String[] specs = {"http://user:pw@Example.COM:8080/a/b.html?x=1&y=2#frag", "HTTP://h/", "file:///tmp/x y.txt", "file:/tmp/a", "file:tmp/a", "file://host/share", "https://h", "ftp://h:21/", "jar:file:/x.jar!/a/b.class", "mailto:a@b.c", "  http://trim/  ", "url:http://h/p", "http://[::1]:80/x", "http://h:/p", "http://a@b@c/p", "http://h?q", "http://h#r", "http://h/p;params", "foo://h/", "noproto", "", "http://h:xx/", "http://h:-5/", "http://[::1/", "http://[zz]/", "http:/relative", "http:rel", "HtTp://H/P", "http://h/a/../b/./c"};
    for (String s : specs) { try { p(new URL(s)); } catch (Exception e) { System.out.println(s + " -> " + e); } }
    URL base = new URL("http://a/b/c/d;p?q");
    String[] rel = {"g", "./g", "../g", "/g", "//g", "?y", "#s", "g?y#s", "", "..", "../../../g", "http:g", "http://x/y", "file:/z", "g/../h", "./", "../.."};
    for (String s : rel) { try { System.out.println("rel " + s + " -> " + new URL(base, s)); } catch (Exception e) { System.out.println(s + " -> " + e); } }
    System.out.println(new URL("http", "h", 81, "/f?q#r") + " " + new URL("http", "::1", -1, "/f") + " " + new URL("file", "", "/x") + " " + new URL("http", "h", "f"));
    try { new URL("http", "h", -7, "/f"); } catch (Exception e) { System.out.println(e); }
    try { new URL("bogus", "h", 1, "/f"); } catch (Exception e) { System.out.println(e); }
    try { new URL((String) null); } catch (Exception e) { System.out.println(e); }
    URL f1 = new URL("file:/tmp/a"), f2 = new URL("file:///tmp/a"), f3 = new URL("FILE:/tmp/a#x");
    System.out.println(f1.equals(f2) + " " + f1.sameFile(f3) + " " + f1.equals(f3) + " " + f1.hashCode() + " " + f2.hashCode() + " " + f3.hashCode() + " " + new URL("file:/tmp/a?q").hashCode());

    try { new URL("http://h/a b").toURI(); } catch (Exception e) { System.out.println(e); }
    System.out.println(new URL("file:/tmp/x").toURI() + " " + new URL("http://u@h:1/p?q#f").toURI().getHost());
    System.out.println(new URI("http://h/p").toURL());
    try { new URI("p").toURL(); } catch (Exception e) { System.out.println(e); }
    try { new URI("bogus:x").toURL(); } catch (Exception e) { System.out.println(e); }
    System.out.println(new File("/tmp/a b").toURI() + " " + new File("rel").toURI().toString().startsWith("file:/") + " " + new File("/tmp").toURI() + " " + new File("/tmp/é%#").toURI() + " " + new File("/").toURI().toURL());
    System.out.println(java.nio.file.Paths.get("/tmp/a b").toUri() + " " + java.nio.file.Paths.get("/tmp").toUri());
    System.out.println(new File(new URI("file:/tmp/a%20b")) + " " + new File(new URI("file:/tmp/d/")) + " " + java.nio.file.Paths.get("/tmp/\u00e9 x;%").toUri());
    File tmp = File.createTempFile("url test", ".txt");
    try (FileOutputStream fo = new FileOutputStream(tmp)) { fo.write("through a file URL\n".getBytes()); }
    try (InputStream in = tmp.toURI().toURL().openStream()) { System.out.print(new String(in.readAllBytes())); }
    try (InputStream in = tmp.toPath().toUri().toURL().openStream()) { System.out.print(new String(in.readAllBytes())); }
    System.out.println(new File(tmp.toURI()).equals(tmp));
    tmp.delete();
    try { new File(new URI("http://h/")); } catch (Exception e) { System.out.println(e); }
    try { new File(new URI("file:rel")); } catch (Exception e) { System.out.println(e); }
    try { new File(new URI("file:/a#f")); } catch (Exception e) { System.out.println(e); }
    try { new File(new URI("file://h/a")); } catch (Exception e) { System.out.println(e); }
    try { new File(new URI("file:/a?q")); } catch (Exception e) { System.out.println(e); }
    try { new File(new URI("/a")); } catch (Exception e) { System.out.println(e); }
    try { new URL("file:/nonexistent/zz").openStream(); } catch (Exception e) { System.out.println(e); }
    try { new URI(null); } catch (Exception e) { System.out.println(e); }
    for (String s : new String[]{"http://a%zz/", "http://a%41/", "http://a%41b.com/", "http://[::1]%20/", "http://0001.2.3.4/", "http://999.1.1.1/", "http://1.2.3.4:80/", "http://_a.b/", "http://a.1b/", "http://-a/", "http://u@[::1]:8/", "http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:1.2.3.4]/", "http://[::1.2.3]/", "http://[12345::]/", "http://[1:]/", "s:/p?q#f", "http://a:b@/"}) {
      try { URI u = new URI(s); System.out.println("ok " + s + " host=" + u.getHost() + " auth=" + u.getAuthority() + " ui=" + u.getUserInfo() + " port=" + u.getPort()); } catch (Exception e) { System.out.println(e.getMessage()); }
    }
  }
}
