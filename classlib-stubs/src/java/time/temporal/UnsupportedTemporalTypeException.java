package java.time.temporal;

public class UnsupportedTemporalTypeException extends java.time.DateTimeException {
    public UnsupportedTemporalTypeException(String message) {
        super(message);
    }
}
