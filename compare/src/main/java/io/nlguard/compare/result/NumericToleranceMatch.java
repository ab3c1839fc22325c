package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code numeric_tolerance_match}: the number cells of paired rows and columns, judged with
 * {@code |a − b| <= atol + rtol · |b|} ({@code a} actual, {@code b} expected).
 *
 * @param match                {@code match}: no compared pair is beyond the tolerance
 * @param comparedPairs        {@code compared_pairs}: pairs of cells where both are numbers
 * @param exactPairs           {@code exact_pairs}: equal numbers
 * @param withinTolerancePairs {@code within_tolerance_pairs}: different numbers the tolerance accepts
 * @param beyondTolerancePairs {@code beyond_tolerance_pairs}: different numbers it does not
 * @param maxAbsDiff           {@code max_abs_diff}: the largest |a − b| among the pairs the tolerance accepts
 *                             (0 when none): how close the tolerance came to deciding otherwise
 */
public record NumericToleranceMatch(
        @JsonProperty("match") boolean match,
        @JsonProperty("atol") double atol,
        @JsonProperty("rtol") double rtol,
        @JsonProperty("compared_pairs") long comparedPairs,
        @JsonProperty("exact_pairs") long exactPairs,
        @JsonProperty("within_tolerance_pairs") long withinTolerancePairs,
        @JsonProperty("beyond_tolerance_pairs") long beyondTolerancePairs,
        @JsonProperty("max_abs_diff") double maxAbsDiff) {
}
