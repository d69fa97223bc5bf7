public class Plain {
    private int x;

    public Plain(int x) {
        this.x = x;
    }

    public int twice() {
        return x * 2;
    }
}
