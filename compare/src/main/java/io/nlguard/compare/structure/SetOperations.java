package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import java.util.ArrayList;
import java.util.List;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * How UNION, INTERSECT and EXCEPT nest. A chain of the same operator is one operation with several
 * branches ({@code a UNION b UNION c}, also {@code a UNION (b UNION c)}: both are associative);
 * UNION and INTERSECT (with or without ALL) do not depend on the order of their branches, EXCEPT
 * does (only its left operand may continue the chain).
 */
final class SetOperations {

    private SetOperations() {
    }

    /** {@code union}, {@code union all}, {@code intersect}, {@code except all}... */
    static String operator(SqlNode setOperation) {
        return fold(setOperation.name() == null ? setOperation.type().name() : setOperation.name()).replaceAll("\\s+", " ");
    }

    static boolean commutative(SqlNode setOperation) {
        return setOperation.type() != NodeType.EXCEPT;
    }

    /** The branches of the operation and of any chain of the same operator below it, in source order. */
    static List<SqlNode> branches(SqlNode setOperation) {
        List<SqlNode> branches = new ArrayList<>();
        collect(setOperation, operator(setOperation), branches);
        return branches;
    }

    private static void collect(SqlNode node, String operator, List<SqlNode> into) {
        boolean first = true;
        for (SqlNode child : node.children()) {
            if (!isBranch(child)) {
                continue;
            }
            // UNION and INTERSECT are associative, so a parenthesized chain of the same operator joins in
            SqlNode inner = unwrap(child);
            boolean continues = inner.type().isSetOperation() && operator.equals(operator(inner))
                    && (first || commutative(node)) && QueryParts.of(inner).order() == null
                    && QueryParts.of(inner).limits().isEmpty() && QueryParts.of(inner).with() == null;
            if (continues) {
                collect(inner, operator, into);
            } else {
                into.add(child);
            }
            first = false;
        }
    }

    /** A branch without redundant parentheses: {@code (SELECT ...)} is the SELECT. */
    static SqlNode unwrap(SqlNode branch) {
        SqlNode current = branch;
        while (current.type() == NodeType.SUBQUERY) {
            SqlNode query = current.child(Role.QUERY);
            current = query != null ? query : current.children().get(0);
        }
        return current;
    }

    private static boolean isBranch(SqlNode child) {
        return (child.type().isQuery() || child.type() == NodeType.SUBQUERY)
                && (child.role() == Role.THIS || child.role() == Role.EXPRESSION || child.role() == Role.QUERY);
    }
}
