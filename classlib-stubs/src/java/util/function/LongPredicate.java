package java.util.function;

@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(final LongPredicate other) {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long v) {
                return self.test(v) && other.test(v);
            }
        };
    }

    default LongPredicate negate() {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long v) {
                return !self.test(v);
            }
        };
    }

    default LongPredicate or(final LongPredicate other) {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long v) {
                return self.test(v) || other.test(v);
            }
        };
    }
}
