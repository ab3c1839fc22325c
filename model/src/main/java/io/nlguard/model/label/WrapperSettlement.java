package io.nlguard.model.label;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Last step: nodes that only wrap, name or qualify another node follow that node, which the paper
 * leaves open for our tree shapes.
 * <ul>
 * <li>A wrapper (select alias, parentheses) takes the label of its content: equivalence looks
 *     through it, so it is right or wrong exactly when its content is.</li>
 * <li>An alias declaration (TableAlias, its names, a select alias name) of a correct node is
 *     correct: alias names are free ("will not trigger content errors") and an unused or extra
 *     alias is no error (Appendix A, Ex. 10). Of a wrong node, the declaration keeps the
 *     algorithm's label (Ex. 12: the alias of the wrong table matches the gold alias and stays
 *     correct).</li>
 * <li>Likewise a qualifier or schema name of a correct column, star or table is correct: either
 *     side may leave it out (Ex. 11), so {@code T1.name} against a gold {@code name} must not
 *     leave {@code T1} blamed when a sibling difference stopped the early stop.</li>
 * <li>The name of an ORDER BY reference to an output column ({@code revenue} in {@code ORDER BY
 *     revenue} after {@code SUM(x) AS revenue}) follows its column: it names the select item, not a
 *     schema column, so it is wrong exactly when the reference is. Left on its own it matches no gold
 *     name whenever gold spells the expression out, and would teach the model that such names are
 *     wrong.</li>
 * </ul>
 */
final class WrapperSettlement {

    private WrapperSettlement() {
    }

    static void apply(Verdicts verdicts) {
        SqlTree tree = verdicts.tree();
        // bottom-up, so that a wrapper of a wrapper sees its content settled
        for (int id = tree.size() - 1; id >= 0; id--) {
            SqlNode node = tree.node(id);
            SqlNode content = NodeKinds.content(node);
            if (content != null) {
                verdicts.set(node, verdicts.isError(content));
            }
        }
        OutputAliases outputAliases = OutputAliases.of(tree);
        // top-down, so that a TableAlias is settled before the names under it
        for (SqlNode node : tree.nodes()) {
            if (NodeKinds.isJudgedWithParent(node) && verdicts.isError(node) && !verdicts.isError(node.parent())) {
                verdicts.markCorrect(node);
            } else if (node.type() == NodeType.IDENTIFIER && outputAliases.isReference(node.parent())) {
                verdicts.set(node, verdicts.isError(node.parent()));
            }
        }
    }
}
