package java.time.temporal;

public class UnsupportedTemporalTypeException extends java.time.DateTimeException {
    private static final long serialVersionUID = -6158898438688206006L;

    public UnsupportedTemporalTypeException(String message) {
        super(message);
    }
}
