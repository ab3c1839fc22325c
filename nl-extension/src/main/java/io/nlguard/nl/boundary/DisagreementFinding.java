package io.nlguard.nl.boundary;

import java.util.List;

/**
 * A {@code disagreement} finding with its options' SQL apart from their text.
 *
 * @param finding the finding as the other detectors give theirs (its options are the {@link ReadingOption#text()}s)
 * @param options the readings offered, in the finding's order
 * @param split   the split it rests on
 */
public record DisagreementFinding(BoundaryFinding finding, List<ReadingOption> options, ResultSplit split) {

    public DisagreementFinding {
        options = List.copyOf(options);
    }
}
