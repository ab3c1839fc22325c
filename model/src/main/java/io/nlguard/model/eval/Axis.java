package io.nlguard.model.eval;

import java.util.Locale;
import java.util.function.DoubleFunction;

/** A linear axis from 0 to {@code max} with a tick every {@code step}. */
record Axis(String title, double max, double step, DoubleFunction<String> tickFormat) {

    private static final double[] SHARE_STEPS = {0.01, 0.02, 0.05, 0.1, 0.2, 0.25};
    private static final int MAX_SHARE_TICKS = 4;

    /** Probabilities and rates: 0 to 1 in steps of 0.2. */
    static Axis unit(String title) {
        return new Axis(title, 1, 0.2, value -> String.format(Locale.ROOT, "%.1f", value));
    }

    /** Shares in percent, up to the first tick at or above {@code largest} (with at most four steps). */
    static Axis share(String title, double largest) {
        for (double step : SHARE_STEPS) {
            int steps = (int) Math.ceil(largest / step - 1e-9);
            if (steps <= MAX_SHARE_TICKS) {
                return new Axis(title, Math.max(1, steps) * step, step, Axis::percent);
            }
        }
        return new Axis(title, 1, 0.25, Axis::percent);
    }

    double[] ticks() {
        int count = (int) Math.round(max / step);
        double[] ticks = new double[count + 1];
        for (int i = 0; i <= count; i++) {
            ticks[i] = i * step;
        }
        return ticks;
    }

    String format(double value) {
        return tickFormat.apply(value);
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * value);
    }
}
