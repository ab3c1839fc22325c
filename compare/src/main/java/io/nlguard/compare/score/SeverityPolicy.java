package io.nlguard.compare.score;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Maps a comparison to the design's severity labels. The defaults ({@link #DEFAULT}):
 * <ul>
 *   <li>{@code critical failure}: a query did not parse or did not run (precedence rules 1 and 2); or the
 *       results differ and {@code overall_score} is below {@code major_from} (0.40): hardly anything is right;</li>
 *   <li>{@code major issue}: the results differ and {@code overall_score} is below {@code moderate_from} (0.75), or
 *       the results differ with a cardinality explosion (at least major, whatever the score);</li>
 *   <li>{@code moderate issue}: the results differ and {@code overall_score} is at least 0.75; also equal results on
 *       the given data whose queries differ on a generated instance of the schema (the multi-instance check),
 *       a fail that is right here by luck of the data;</li>
 *   <li>{@code minor issue}: the results differ only in row order (ordering-only), or only in the schema (the
 *       same rows, with column names, order or types the configuration rejects);</li>
 *   <li>{@code pass}: the results are equal under the configured mode.</li>
 * </ul>
 *
 * @param moderateFrom the lowest {@code overall_score} of a failed comparison that is only a moderate issue
 * @param majorFrom    the lowest {@code overall_score} of a failed comparison that is not a critical failure
 */
public record SeverityPolicy(
        @JsonProperty("moderate_from") double moderateFrom,
        @JsonProperty("major_from") double majorFrom) {

    public static final SeverityPolicy DEFAULT = new SeverityPolicy(0.75, 0.40);

    /** @throws IllegalArgumentException unless 0 <= major_from <= moderate_from <= 1 */
    public SeverityPolicy {
        if (!(majorFrom >= 0 && majorFrom <= moderateFrom && moderateFrom <= 1)) {
            throw new IllegalArgumentException("need 0 <= major_from <= moderate_from <= 1, not " + majorFrom + ", " + moderateFrom);
        }
    }

    /** The severity of a comparison whose results differ (rule 3), refined by the diagnostics (rule 4). */
    Severity ofMismatch(double overallScore, boolean orderingOnly, boolean schemaOnly, boolean cardinalityExplosion) {
        if (orderingOnly || schemaOnly) {
            return Severity.MINOR_ISSUE;
        }
        Severity byScore = overallScore >= moderateFrom ? Severity.MODERATE_ISSUE
                : overallScore >= majorFrom ? Severity.MAJOR_ISSUE : Severity.CRITICAL_FAILURE;
        return cardinalityExplosion ? byScore.atLeast(Severity.MAJOR_ISSUE) : byScore;
    }

    /** The severity of equal results on the given data whose queries differ on a generated instance. */
    Severity ofDifferenceOnAnotherInstance() {
        return Severity.MODERATE_ISSUE;
    }
}
