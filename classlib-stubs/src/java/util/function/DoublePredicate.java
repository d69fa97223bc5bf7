package java.util.function;

@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(final DoublePredicate other) {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return self.test(v) && other.test(v);
            }
        };
    }

    default DoublePredicate negate() {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return !self.test(v);
            }
        };
    }

    default DoublePredicate or(final DoublePredicate other) {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return self.test(v) || other.test(v);
            }
        };
    }
}
