package io.nlguard.model.eval;

import java.util.Locale;

/** Fractions as the paper prints them: {@code 76.51%}; an undefined value as {@code n/a}. */
final class Percent {

    private Percent() {
    }

    static String format(double fraction) {
        return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%.2f%%", 100 * fraction);
    }
}
