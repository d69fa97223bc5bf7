package java.time.temporal;

public interface TemporalAmount {
    Temporal addTo(Temporal temporal);

    Temporal subtractFrom(Temporal temporal);
}
