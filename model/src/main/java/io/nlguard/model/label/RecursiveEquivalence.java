package io.nlguard.model.label;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.model.label.SemanticEquivalence.Match;

/**
 * The paper's AreRecursivelyEquivalent: the two nodes are semantically equivalent and their
 * children correspond one to one, recursively. Wrappers (select aliases, parentheses) are looked
 * through on both sides, and an ORDER BY reference to an output column stands for its expression
 * ({@link OutputAliases}). Answers are memoized per pair of node ids.
 *
 * <p>How children correspond depends on the parent:
 * <ul>
 * <li>symmetric operators ({@code = <> + * XOR}): in order or reversed; AND / OR chains: as a
 *     multiset of their operands;</li>
 * <li>anti-symmetric pairs ({@code >} vs {@code <}): reversed;</li>
 * <li>where order is semantic (function arguments, ORDER BY items, CASE branches, tuples, set
 *     operations, INSERT columns...): in order;</li>
 * <li>everywhere else (select lists, GROUP BY, IN lists, the clauses of a query, and the FROM
 *     items, joined items and ON conditions of inner joins, see {@link ComparedChildren}): as a multiset in
 *     which paired children play the same role, so {@code a IN (b, c)} does not match
 *     {@code b IN (a, c)} and the operands of {@code a - b} keep their sides.</li>
 * </ul>
 * UNION and INTERSECT are compared in order: their branches sit beside ORDER BY and LIMIT children.
 */
final class RecursiveEquivalence {

    private static final Set<NodeType> SYMMETRIC = EnumSet.of(NodeType.EQ, NodeType.NEQ, NodeType.ADD, NodeType.MUL, NodeType.XOR);
    private static final Set<NodeType> POSITIONAL = EnumSet.of(
            NodeType.FUNCTION, NodeType.AGGREGATE, NodeType.DISTINCT, NodeType.ORDER, NodeType.TUPLE, NodeType.ARRAY,
            NodeType.VALUES, NodeType.CASE, NodeType.INSERT, NodeType.SET_ITEM, NodeType.UNION, NodeType.INTERSECT,
            NodeType.EXCEPT, NodeType.OTHER, NodeType.CREATE, NodeType.ALTER, NodeType.DROP, NodeType.TRUNCATE,
            NodeType.COMMAND, NodeType.MERGE);

    private final SemanticEquivalence local;
    private final ComparedChildren genChildren;
    private final ComparedChildren goldChildren;
    private final PairMemo memo;
    private final OutputAliases genAliases;
    private final OutputAliases goldAliases;

    RecursiveEquivalence(SemanticEquivalence local, SqlTree gen, SqlTree gold) {
        this.local = local;
        this.genChildren = new ComparedChildren(gen);
        this.goldChildren = new ComparedChildren(gold);
        this.memo = new PairMemo(gen.size(), gold.size());
        this.genAliases = OutputAliases.of(gen);
        this.goldAliases = OutputAliases.of(gold);
    }

    boolean equivalent(SqlNode gen, SqlNode gold) {
        SqlNode g = NodeKinds.unwrap(genAliases.expand(NodeKinds.unwrap(gen)));
        SqlNode o = NodeKinds.unwrap(goldAliases.expand(NodeKinds.unwrap(gold)));
        Boolean known = memo.get(g.id(), o.id());
        if (known != null) {
            return known;
        }
        boolean answer = compute(g, o);
        memo.put(g.id(), o.id(), answer);
        return answer;
    }

    /**
     * Whether the compared children pair off one to one when neither order nor roles count. When
     * they do but the nodes are not equivalent, what differs is how the node arranges its children.
     */
    boolean sameChildrenInAnyOrder(SqlNode gen, SqlNode gold) {
        List<SqlNode> g = genChildren.of(NodeKinds.unwrap(gen));
        List<SqlNode> o = goldChildren.of(NodeKinds.unwrap(gold));
        return g.size() == o.size() && asMultiset(g, o, false);
    }

    private boolean compute(SqlNode gen, SqlNode gold) {
        Match match = local.match(gen, gold);
        if (match == Match.NONE) {
            return false;
        }
        List<SqlNode> g = genChildren.of(gen);
        List<SqlNode> o = goldChildren.of(gold);
        if (g.size() != o.size()) {
            return false;
        }
        if (match == Match.MIRRORED) {
            return reversed(g, o);
        }
        if (SYMMETRIC.contains(gen.type()) && g.size() == 2) {
            return inOrder(g, o) || reversed(g, o);
        }
        if (POSITIONAL.contains(gen.type())) {
            return inOrder(g, o);
        }
        return asMultiset(g, o, !ComparedChildren.isChain(gen.type()));
    }

    private boolean inOrder(List<SqlNode> g, List<SqlNode> o) {
        for (int i = 0; i < g.size(); i++) {
            if (g.get(i).role() != o.get(i).role() || !equivalent(g.get(i), o.get(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean reversed(List<SqlNode> g, List<SqlNode> o) {
        return g.size() == 2 && equivalent(g.get(0), o.get(1)) && equivalent(g.get(1), o.get(0));
    }

    private boolean asMultiset(List<SqlNode> g, List<SqlNode> o, boolean sameRoles) {
        return BipartiteMatching.isPerfect(g.size(), (i, j) ->
                (!sameRoles || g.get(i).role() == o.get(j).role()) && equivalent(g.get(i), o.get(j)));
    }
}
