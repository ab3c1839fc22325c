package io.nlguard.model.label;

import java.util.BitSet;

import io.nlguard.guard.sql.SqlNode;
import io.nlguard.model.label.SemanticEquivalence.Match;

/**
 * The first, contextual pass of Algorithm 1 (AlignAndLabel): top-down over the generated tree, a
 * pair that is recursively equivalent marks the whole generated subtree correct and stops; any
 * other pair marks the generated node error and recurses over every (generated child, gold child)
 * pair, cartesian and order-invariant. The gold tree is never searched beyond the children of the
 * aligned node.
 *
 * <p>As in the paper, a later non-equivalent pair overwrites an earlier "correct": a generated
 * child compared with each gold sibling in turn ends as error unless the last comparison certifies
 * it. That transient overblaming is what {@link RescuePass} undoes.
 *
 * <p>Two additions for our trees: a gold wrapper is aligned through to its content, and a
 * generated wrapper that is not equivalent hands the same gold node on to its content (its own
 * label is settled by {@link WrapperSettlement}). Alongside the labels the pass records, for
 * {@link BlameSuppression}, the generated nodes it met with a gold node of the same kind and
 * content whose children differ.
 */
final class ContextualAlignment {

    private final RecursiveEquivalence equivalence;
    private final SemanticEquivalence local;
    private final Verdicts verdicts;
    private final BitSet differingBelow = new BitSet();

    ContextualAlignment(RecursiveEquivalence equivalence, SemanticEquivalence local, Verdicts verdicts) {
        this.equivalence = equivalence;
        this.local = local;
        this.verdicts = verdicts;
    }

    void alignAndLabel(SqlNode gen, SqlNode gold) {
        SqlNode target = NodeKinds.unwrap(gold);
        if (equivalence.equivalent(gen, target)) {
            verdicts.markSubtreeCorrect(gen);
            return;
        }
        verdicts.markError(gen);
        SqlNode content = NodeKinds.content(gen);
        if (content != null) {
            alignAndLabel(content, target);
            return;
        }
        if (local.match(gen, target) == Match.SAME && !equivalence.sameChildrenInAnyOrder(gen, target)) {
            differingBelow.set(gen.id());
        }
        for (SqlNode genChild : gen.children()) {
            for (SqlNode goldChild : target.children()) {
                alignAndLabel(genChild, goldChild);
            }
        }
    }

    /**
     * Generated nodes that matched a gold node themselves while their children did not: some child
     * is missing, extra or different. Children that only come in another order (swapped function
     * arguments, {@code b - a}) do not count: that difference belongs to the node.
     */
    BitSet differingBelow() {
        return differingBelow;
    }
}
