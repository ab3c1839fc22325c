package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code ast_flattened_f1}: the order-independent structural similarity of BAR-SQL's structural
 * reward. Each query is projected onto a multiset of atomic components: identifiers lower-cased and
 * unquoted (here: the whole canonical form, aliases resolved to base tables), AND/OR trees flattened
 * into their operands, and every component tagged with its clause (a column in SELECT differs from
 * the same column in GROUP BY). Precision is the share of actual_sql's components found in
 * expected_sql's, recall the share of expected_sql's found in actual_sql's, both counted as multisets.
 *
 * @param precision       matched / actual components (1 when actual_sql has none)
 * @param recall          matched / expected components (1 when expected_sql has none)
 * @param f1              harmonic mean of precision and recall (0 when both are 0)
 * @param actualCount     number of components of actual_sql
 * @param expectedCount   number of components of expected_sql
 * @param matchedCount    size of the multiset intersection
 */
public record AstFlattenedF1(
        @JsonProperty("precision") double precision,
        @JsonProperty("recall") double recall,
        @JsonProperty("f1") double f1,
        @JsonProperty("actual_components") int actualCount,
        @JsonProperty("expected_components") int expectedCount,
        @JsonProperty("matched_components") int matchedCount) {

    /** The scores of these counts. */
    static AstFlattenedF1 of(int actualCount, int expectedCount, int matchedCount) {
        double precision = actualCount == 0 ? 1.0 : (double) matchedCount / actualCount;
        double recall = expectedCount == 0 ? 1.0 : (double) matchedCount / expectedCount;
        double f1 = precision + recall == 0 ? 0.0 : 2 * precision * recall / (precision + recall);
        return new AstFlattenedF1(precision, recall, f1, actualCount, expectedCount, matchedCount);
    }
}
