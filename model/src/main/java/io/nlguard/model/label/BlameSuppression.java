package io.nlguard.model.label;

import java.util.BitSet;
import java.util.EnumSet;
import java.util.Set;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * The paper's blame suppression (Remark 1): a node is not blamed when only its children differ,
 * i.e. the contextual pass met it with a gold node of the same kind and content whose subtree
 * differs. The blame then lies with the children that differ; omissions are not blamed at all.
 *
 * <p>The paper names SELECT, FROM, WHERE, GROUP BY, HAVING, = and &lt;&gt; ("nodes like"). We apply
 * the rule to every node but the structural clauses the paper keeps blamed when wrong in any part
 * or inserted (JOIN, LIMIT and, by the same token, OFFSET and ORDER BY with its items): the
 * introduction's own example wants {@code SUM(employee.wage)} against {@code SUM(employee.salary)}
 * to blame the column and not SUM, and an AND whose one conjunct differs, a > whose constant
 * differs, a subquery whose table differs are no different from a WHERE or an = in that respect.
 * A node whose children only come in another order keeps its blame (see
 * {@link ContextualAlignment#differingBelow()}), and an inserted node has no counterpart of its
 * kind, so both stay blamed.
 */
final class BlameSuppression {

    private static final Set<NodeType> STRUCTURAL_CLAUSES = EnumSet.of(
            NodeType.JOIN, NodeType.LIMIT, NodeType.OFFSET, NodeType.ORDER, NodeType.ORDERED);

    private BlameSuppression() {
    }

    static void apply(Verdicts verdicts, BitSet differingBelow) {
        for (int id = differingBelow.nextSetBit(0); id >= 0; id = differingBelow.nextSetBit(id + 1)) {
            SqlNode node = verdicts.tree().node(id);
            if (!STRUCTURAL_CLAUSES.contains(node.type())) {
                verdicts.markCorrect(node);
            }
        }
    }
}
