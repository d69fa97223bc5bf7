package java.util.function;

@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    default DoubleUnaryOperator compose(final DoubleUnaryOperator before) {
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return self.applyAsDouble(before.applyAsDouble(v));
            }
        };
    }

    default DoubleUnaryOperator andThen(final DoubleUnaryOperator after) {
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return after.applyAsDouble(self.applyAsDouble(v));
            }
        };
    }

    static DoubleUnaryOperator identity() {
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return v;
            }
        };
    }
}
