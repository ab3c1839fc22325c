package io.nlguard.model.label;

import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * The final, context-agnostic pass of Algorithm 1: every generated node still labeled error that is
 * recursively equivalent to any node anywhere in the gold tree becomes correct. It undoes the
 * contextual pass's transient overblaming (a correct sibling compared last with a different gold
 * sibling), trading structural precision for recall. Each node is judged on its own: rescuing a
 * node does not rescue its subtree, whose nodes are judged in their turn.
 */
final class RescuePass {

    private RescuePass() {
    }

    static void apply(Verdicts verdicts, RecursiveEquivalence equivalence, SqlTree gold) {
        for (SqlNode node : verdicts.tree().nodes()) {
            if (verdicts.isError(node) && matchesAnywhere(node, equivalence, gold)) {
                verdicts.markCorrect(node);
            }
        }
    }

    private static boolean matchesAnywhere(SqlNode node, RecursiveEquivalence equivalence, SqlTree gold) {
        for (SqlNode candidate : gold.nodes()) {
            if (equivalence.equivalent(node, candidate)) {
                return true;
            }
        }
        return false;
    }
}
