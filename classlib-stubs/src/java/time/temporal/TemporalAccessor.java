package java.time.temporal;

public interface TemporalAccessor {
}
