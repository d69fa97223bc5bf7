import java.net.*;
/* java.net.URI: parsing (and JDK 17's messages for bad input), accessors, decoding,
 * normalize, resolve (RFC 2396's examples), relativize, the component constructors'
 * quoting, equals/hashCode/compareTo. */
public class UriParsing {
  public static void main(String[] a) throws Exception {
    String[] bad = {"a b", ":foo", "http:", "1http://x", "ht^tp://x", "http://", "%zz", "http://host/a b", "http://h/p?q q", "http://h/p#f f", "http://[::1/x", "http://[1::2::3]/", "http://h:8x/", "http://a b/", "http://h/%", "http://h/%4", "mailto:a b", "http://1.2.3.4.5/", "http://h-/", "http://[]/","http://[1:2:3:4:5:6:7:8:9]/", "http://[1:2]/", "http://h:99999999999/", "http://[::1%]/", "//", "http://us er@h/", "a\u0080b", "a\u00e9b", "http://a..b/", "?", "#", "", "x:/a#b#c", "http://[fe80::1%eth0]:80/"};
    for (String s : bad) {
      try { URI u = new URI(s); System.out.println("ok " + s + " host=" + u.getHost() + " auth=" + u.getAuthority() + " path=" + u.getPath()+" port="+u.getPort()); }
      catch (URISyntaxException e) { System.out.println(e.getMessage() + " | " + e.getReason() + " | " + e.getIndex()); }
    }
    String[] norm = {"a//b/../c", "a/b/..", "a/.", "/..", "../a", "./a", "a/../..", "a/..", "/a/./b/../../c/", "a/b/../../../x", "//a//b", "/a//b/", ".", "..", "./", "a:b/../c", "/./a:b", "x/../a:b", "/a/b/c/./../../g"};
    for (String s : norm) {
      try { System.out.println("norm " + s + " -> [" + new URI(s).normalize() + "]"); } catch (Exception e) { System.out.println("norm " + s + " " + e); }
    }
    URI base = new URI("http://a/b/c/d;p?q");
    String[] rel = {"g:h","g","./g","g/","/g","//g","?y","g?y","#s","g#s","g?y#s",";x","g;x","g;x?y#s","",".","./","..","../","../g","../..","../../","../../g","../../../g","../../../../g","/./g","/../g","g.",".g","g..","..g","./../g","./g/.","g/./h","g/../h","g;x=1/./y","g;x=1/../y","g?y/./x","g?y/../x","g#s/./x","g#s/../x","http:g"};
    for (String s : rel) System.out.println("res " + s + " -> " + base.resolve(s));
    System.out.println(URI.create("http://a/b/").relativize(URI.create("http://a/b/c/d")));
    System.out.println(URI.create("http://a/b").relativize(URI.create("http://a/b/c/d")));
    System.out.println(URI.create("http://a/b").relativize(URI.create("http://a/b")));
    System.out.println(URI.create("http://a/b/c").relativize(URI.create("http://a/b/d")));
    System.out.println(URI.create("file:/x").resolve("y"));
    System.out.println(URI.create("foo").resolve("bar"));
    System.out.println(URI.create("").resolve("bar"));
    System.out.println(URI.create("http://a").resolve("bar"));
    System.out.println(URI.create("http://a").resolve("#f"));
    System.out.println(new URI("http", "u s", "h", 80, "/a b%", "q=1 2&é", "f g"));
    System.out.println(new URI("http", "h", "/a b", "x"));
    System.out.println(new URI("mailto", "a b@c", null));
    System.out.println(new URI("http", "auth ority", "/p", "q", "f"));
    System.out.println(new URI("http", "a", "/p\u00e9 \u3000", "f").toASCIIString());
    try { new URI("http", "h", "rel", "f"); } catch (Exception e) { System.out.println(e.getMessage()); }
    try { URI.create("a b"); } catch (Exception e) { System.out.println(e + " cause " + e.getCause()); }
    URI u = URI.create("http://us%41er@Host.COM:8080/p%20a%2fth/x?q%20=1#fr%3F");
    System.out.println(u.getScheme()+"|"+u.getSchemeSpecificPart()+"|"+u.getRawSchemeSpecificPart()+"|"+u.getAuthority()+"|"+u.getRawAuthority()+"|"+u.getUserInfo()+"|"+u.getRawUserInfo()+"|"+u.getHost()+"|"+u.getPort()+"|"+u.getPath()+"|"+u.getRawPath()+"|"+u.getQuery()+"|"+u.getRawQuery()+"|"+u.getFragment()+"|"+u.getRawFragment()+"|"+u.isAbsolute()+"|"+u.isOpaque());
    System.out.println(u.hashCode()+" "+URI.create("HTTP://host.com:8080/p%20a%2Fth/x?q%20=1#fr%3f").hashCode()+" "+u.equals(URI.create("HTTP://us%41er@host.com:8080/p%20a%2Fth/x?q%20=1#fr%3f")));
    System.out.println(URI.create("mailto:x@y").hashCode()+" "+URI.create("a/b").hashCode()+" "+URI.create("http://reg_name/x").hashCode() + " " + URI.create("http://reg_name/x").getHost());
    System.out.println(URI.create("http://a/b").compareTo(URI.create("http://a/c"))+" "+URI.create("mailto:a").compareTo(URI.create("http://a/c"))+" "+URI.create("http://A/b").compareTo(URI.create("http://a/b"))+" "+URI.create("http://a:80/b").compareTo(URI.create("http://a/b")));
    System.out.println(URI.create("%C3%A9%E2%82%AC%FF%C3").getPath());
  }
}
