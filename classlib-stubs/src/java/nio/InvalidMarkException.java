package java.nio;

public class InvalidMarkException extends RuntimeException {
    public InvalidMarkException() {
    }
}
