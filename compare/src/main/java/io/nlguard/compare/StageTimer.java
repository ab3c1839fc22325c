package io.nlguard.compare;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** Times the stages of one comparison for {@code run_metadata.timings_ms}. Not thread-safe: one per request. */
final class StageTimer {

    private final long start = System.nanoTime();
    private final Map<String, Double> timings = new LinkedHashMap<>();

    <T> T time(String stage, Supplier<T> work) {
        long from = System.nanoTime();
        try {
            return work.get();
        } finally {
            timings.merge(stage, millisSince(from), Double::sum);
        }
    }

    /** The stages so far and the total. */
    Map<String, Double> timings() {
        Map<String, Double> all = new LinkedHashMap<>(timings);
        all.put("total", millisSince(start));
        return all;
    }

    private static double millisSince(long from) {
        return Math.round((System.nanoTime() - from) / 1_000.0) / 1_000.0;
    }
}
