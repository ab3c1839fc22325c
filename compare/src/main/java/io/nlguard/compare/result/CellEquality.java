package io.nlguard.compare.result;

import java.math.BigDecimal;
import java.util.List;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.NullEqualityMode;

/**
 * When two normalized cells are equal. Numbers {@code a} (actual) and {@code b} (expected) are when
 * {@code |a - b| <= atol + rtol * |b|} (numpy's {@code isclose}); NULL follows the
 * {@link NullEqualityMode}; arrays are equal element by element under the same rules; every other
 * value by {@code equals} (no cross-type equality: the text {@code '1'} is not the number 1).
 */
final class CellEquality {

    private final double atol;
    private final double rtol;
    private final boolean nullEqualsNull;

    CellEquality(double atol, double rtol, NullEqualityMode nullMode) {
        this.atol = atol;
        this.rtol = rtol;
        this.nullEqualsNull = nullMode == NullEqualityMode.STRICT;
    }

    static CellEquality of(ComparisonConfig config) {
        return new CellEquality(config.numericAbsTolerance(), config.numericRelTolerance(), config.nullEqualityMode());
    }

    boolean nullEqualsNull() {
        return nullEqualsNull;
    }

    /** Whether a number may equal a different number. */
    boolean tolerant() {
        return atol > 0 || rtol > 0;
    }

    boolean equal(Object actual, Object expected) {
        if (actual == null || expected == null) {
            return actual == null && expected == null && nullEqualsNull;
        }
        if (actual.equals(expected)) {
            return true;
        }
        if (actual instanceof BigDecimal a && expected instanceof BigDecimal b) {
            return withinTolerance(a, b);
        }
        if (actual instanceof List<?> a && expected instanceof List<?> b && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) {
                if (!equal(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    boolean withinTolerance(BigDecimal actual, BigDecimal expected) {
        if (!tolerant()) {
            return actual.compareTo(expected) == 0;
        }
        double difference = actual.subtract(expected).abs().doubleValue();
        return difference <= atol + rtol * Math.abs(expected.doubleValue());
    }

    /**
     * Half the width of the interval around {@code actual} that holds every expected value it can
     * equal: from {@code |b| <= (|a| + atol) / (1 - rtol)}, with a little room for rounding.
     */
    double window(double actual) {
        double bound = atol + rtol * (Math.abs(actual) + atol) / (1 - rtol);
        return bound * (1 + 1e-9) + Math.ulp(actual) * 4;
    }

    /** Whether the rows' cells are pairwise equal. */
    boolean rowsEqual(Object[] actual, Object[] expected) {
        for (int i = 0; i < actual.length; i++) {
            if (!equal(actual[i], expected[i])) {
                return false;
            }
        }
        return true;
    }
}
