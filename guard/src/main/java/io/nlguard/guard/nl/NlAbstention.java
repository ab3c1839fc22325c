package io.nlguard.guard.nl;

/**
 * When the question pipeline declines before generating SQL: its boundary detectors' switch and thresholds
 * ({@code nlguard.nl.abstain*}).
 *
 * @param on                  {@code nlguard.nl.abstain}: run the boundary detectors before generation
 * @param minUnsupportedWords {@code nlguard.nl.abstain-min-unsupported-words}: content words the schema lacks that
 *                            reject a question
 * @param minMetricOptions    {@code nlguard.nl.abstain-min-metric-options}: readings of a measure word ("top") that
 *                            make it ambiguous
 */
public record NlAbstention(boolean on, int minUnsupportedWords, int minMetricOptions) {

    /** The measured defaults (docs/abstention.md): two unsupported words, two readings of a measure word. */
    public static final NlAbstention DEFAULT = new NlAbstention(true, 2, 2);

    /** {@code nlguard.nl.abstain=off}: no detectors before generation, the model's declines taken as they are. */
    public static final NlAbstention OFF = new NlAbstention(false, 2, 2);

    public NlAbstention {
        if (minUnsupportedWords < 1 || minMetricOptions < 1) {
            throw new IllegalArgumentException("minUnsupportedWords >= 1, minMetricOptions >= 1");
        }
    }
}
