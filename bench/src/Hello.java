/* Start-up and footprint: the smallest complete Java program. */
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
