package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * One clause of {@code clause_match}. Elements are canonical SQL fragments (see the package
 * documentation); those of nested queries carry the path of clauses leading to them, such as
 * {@code where>} for a subquery in WHERE.
 *
 * @param presentInActual   whether actual_sql has the clause anywhere (at any nesting level)
 * @param presentInExpected whether expected_sql has it
 * @param match             whether the elements are the same (the same sequence for ordered clauses,
 *                          the same multiset otherwise); true when neither query has the clause
 * @param similarity        in [0, 1]: the multiset F1 (Dice) of the elements, averaged with the
 *                          longest-common-subsequence ratio for ordered clauses; 1 when both lack the clause
 * @param onlyInActual      elements of actual_sql without a counterpart in expected_sql (multiset difference)
 * @param onlyInExpected    elements of expected_sql without a counterpart in actual_sql
 */
public record ClauseComparison(
        @JsonProperty("present_in_actual") boolean presentInActual,
        @JsonProperty("present_in_expected") boolean presentInExpected,
        @JsonProperty("match") boolean match,
        @JsonProperty("similarity") double similarity,
        @JsonProperty("only_in_actual") List<String> onlyInActual,
        @JsonProperty("only_in_expected") List<String> onlyInExpected) {

    public ClauseComparison {
        onlyInActual = List.copyOf(onlyInActual);
        onlyInExpected = List.copyOf(onlyInExpected);
    }

    /** Whether either query has the clause: only such clauses enter the weighted distance. */
    public boolean presentInEither() {
        return presentInActual || presentInExpected;
    }
}
