package io.nlguard.model.eval;

import java.util.Locale;

/** Fractions as the paper prints them: {@code 76.51%}; an undefined value as {@code n/a}. */
public final class Percent {

    private Percent() {
    }

    public static String format(double fraction) {
        return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%.2f%%", 100 * fraction);
    }

    /** An interval of fractions: {@code 76.99% – 78.31%}. */
    public static String range(QueryBootstrap.Interval interval) {
        return format(interval.low()) + " – " + format(interval.high());
    }
}
