package io.nlguard.model.eval;

import java.util.List;

import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.model.train.NodeDataset;

/**
 * The baseline a model has to beat: what the guard's rules alone say about a node, as a score. A node
 * scores one point for each signal that is on: its name is not in the schema (a column that resolves
 * nowhere, an unknown table), its qualifier names nothing in scope, and each lint finding on it. Ties
 * are many, which is the point: rules see that a name is unknown, not how likely a known name is wrong.
 */
public final class RuleOnlyBaseline {

    /** Binary features that are 1 when a name does not resolve. */
    static final List<String> SIGNALS = List.of("column_unknown", "table_unknown", "qualifier_invalid");
    /** The count of lint findings on the node itself. */
    static final String FINDINGS = "findings_on_node_lint";

    private RuleOnlyBaseline() {
    }

    public static double[] scores(NodeDataset data) {
        int[] signals = SIGNALS.stream().mapToInt(NodeFeatures::index).toArray();
        int findings = NodeFeatures.index(FINDINGS);
        double[] out = new double[data.rows()];
        for (int i = 0; i < out.length; i++) {
            double score = data.feature(i, findings);
            for (int signal : signals) {
                score += data.feature(i, signal);
            }
            out[i] = score;
        }
        return out;
    }
}
