package io.nlguard.cli.execution;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.result.ColumnPermutationEquality;

import java.util.ArrayList;
import java.util.List;

/**
 * The equality of execution accuracy and what follows from it for one question's candidates: which
 * are right, and which returned equal results (the same equality, with the order rule the gold
 * decides, so a group is right or wrong as a whole). Cells compare exactly (no numeric tolerance,
 * NULL equals NULL), as Spider's test-suite evaluation compares Python values.
 */
public final class ResultClasses {

    private static final ColumnPermutationEquality EQUALITY = new ColumnPermutationEquality(ComparisonConfig.builder()
            .numericAbsTolerance(0).numericRelTolerance(0).build());

    private ResultClasses() {
    }

    /** Whether a result equals the gold's as execution accuracy decides. */
    public static boolean same(Execution candidate, Execution gold, boolean orderMatters) {
        return candidate.ok() && gold.ok() && EQUALITY.equal(candidate.table(), gold.table(), orderMatters);
    }

    /** The candidates' outcomes: status, rows, group number (-1 without rows) and whether each is right. */
    static List<CandidateOutcome> outcomes(List<String> systems, List<Execution> candidates, Execution gold,
            boolean orderMatters) {
        List<Execution> representatives = new ArrayList<>();
        List<Boolean> groupRight = new ArrayList<>();
        List<CandidateOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Execution c = candidates.get(i);
            int group = -1;
            if (c.ok()) {
                for (int g = 0; g < representatives.size() && group < 0; g++) {
                    if (same(c, representatives.get(g), orderMatters)) {
                        group = g;
                    }
                }
                if (group < 0) {
                    group = representatives.size();
                    representatives.add(c);
                    groupRight.add(same(c, gold, orderMatters));
                }
            }
            outcomes.add(new CandidateOutcome(systems.get(i), c.status(), c.rows(), group, group >= 0 && groupRight.get(group)));
        }
        return outcomes;
    }
}
