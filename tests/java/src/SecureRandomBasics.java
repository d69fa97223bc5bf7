import java.security.*; import java.util.*;
/* java.security.SecureRandom: a seeded SHA1PRNG's sequence (bytes and the Random
 * methods over next(bits)), algorithm names, toString, messages, and that the native
 * generators give varying bytes. */
public class SecureRandomBasics {
  public static void main(String[] a) throws Exception {
    SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
    r.setSeed("seed".getBytes());
    byte[] b = new byte[7]; r.nextBytes(b); System.out.println(Arrays.toString(b));
    b = new byte[30]; r.nextBytes(b); System.out.println(Arrays.toString(b));
    System.out.println(r.nextInt() + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextInt(100) + " " + r.nextBoolean() + " " + r.nextGaussian());
    r.setSeed(12345L); System.out.println(r.nextInt());
    SecureRandom r2 = SecureRandom.getInstance("SHA1PRNG"); r2.setSeed(0L); r2.setSeed(new byte[0]); System.out.println(r2.nextInt());
    SecureRandom r3 = SecureRandom.getInstance("SHA1PRNG"); r3.setSeed(42L); System.out.println(r3.nextInt());
    System.out.println(new SecureRandom().getAlgorithm() + " " + SecureRandom.getInstanceStrong().getAlgorithm() + " " + SecureRandom.getInstance("NativePRNG").getAlgorithm() + " " + SecureRandom.getInstance("sha1prng").getAlgorithm() + " " + SecureRandom.getInstance("DRBG").getAlgorithm() + " " + new SecureRandom(new byte[3]).getAlgorithm());
    try { SecureRandom.getInstance("Foo"); } catch (Exception e) { System.out.println(e); }
    try { SecureRandom.getInstance(null); } catch (Exception e) { System.out.println(e); }
    try { SecureRandom.getInstance("SHA1PRNG", "BC"); } catch (Exception e) { System.out.println(e); }
    try { SecureRandom.getInstance("SHA1PRNG", ""); } catch (Exception e) { System.out.println(e); }
    System.out.println(SecureRandom.getInstance("SHA1PRNG", "SUN").getAlgorithm());
    try { new SecureRandom().generateSeed(-1); } catch (Exception e) { System.out.println(e); }
    try { SecureRandom.getSeed(-1); } catch (Exception e) { System.out.println(e); }
    try { new SecureRandom().nextBytes(null); } catch (Exception e) { System.out.println(e); }
    System.out.println(new SecureRandom().generateSeed(5).length + " " + SecureRandom.getSeed(0).length);
    System.out.println(SecureRandom.getInstance("SHA1PRNG").toString().startsWith("SHA1PRNG") + " " + new SecureRandom());
    for (String n : new String[]{"SHA1PRNG","NativePRNG","NativePRNGBlocking","NativePRNGNonBlocking","DRBG"}) System.out.println(n + " -> " + SecureRandom.getInstance(n));
    System.out.println(SecureRandom.getInstanceStrong());
    byte[] x = new byte[64], y = new byte[64];
    new SecureRandom().nextBytes(x); SecureRandom.getInstance("NativePRNG").nextBytes(y);
    byte[] z = SecureRandom.getInstance("SHA1PRNG").generateSeed(64), w = new byte[64];
    SecureRandom.getInstance("SHA1PRNG").nextBytes(w);
    System.out.println("varying " + !Arrays.equals(x, y) + " " + !Arrays.equals(x, new byte[64]) + " " + !Arrays.equals(z, w) + " " + !Arrays.equals(w, new byte[64]));
    SecureRandom same1 = new SecureRandom(new byte[]{1, 2, 3}), same2 = new SecureRandom(new byte[]{1, 2, 3});
    System.out.println("native seeding does not repeat " + (same1.nextLong() != same2.nextLong()));
    System.out.println(SecureRandom.getInstance("NativePRNGNonBlocking").getAlgorithm() + " " + SecureRandom.getInstance("NativePRNGBlocking").getAlgorithm());
  }
}
