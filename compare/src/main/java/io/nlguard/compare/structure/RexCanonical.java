package io.nlguard.compare.structure;

import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Puts row expressions of a plan in one order, so that plans differing only in operand order print
 * alike: the operands of AND and OR sorted, those of {@code =}, {@code <>}, IS [NOT] DISTINCT FROM,
 * {@code +} and {@code *} sorted, and {@code $2 < $0} mirrored to {@code $0 > $2}.
 */
final class RexCanonical extends RexShuttle {

    private static final Set<SqlKind> SORTED = EnumSet.of(SqlKind.AND, SqlKind.OR, SqlKind.EQUALS,
            SqlKind.NOT_EQUALS, SqlKind.IS_DISTINCT_FROM, SqlKind.IS_NOT_DISTINCT_FROM, SqlKind.PLUS, SqlKind.TIMES);

    private static final Set<SqlKind> MIRRORED = EnumSet.of(SqlKind.LESS_THAN, SqlKind.GREATER_THAN,
            SqlKind.LESS_THAN_OR_EQUAL, SqlKind.GREATER_THAN_OR_EQUAL);

    private final RexBuilder builder;

    RexCanonical(RexBuilder builder) {
        this.builder = builder;
    }

    @Override
    public RexNode visitCall(RexCall call) {
        RexCall visited = (RexCall) super.visitCall(call);
        List<RexNode> operands = visited.getOperands();
        if (SORTED.contains(visited.getKind())) {
            List<RexNode> sorted = new ArrayList<>(operands);
            sorted.sort(Comparator.comparing(RexNode::toString));
            return sorted.equals(operands) ? visited : visited.clone(visited.getType(), sorted);
        }
        if (MIRRORED.contains(visited.getKind()) && operands.size() == 2
                && operands.get(0).toString().compareTo(operands.get(1).toString()) > 0) {
            SqlOperator mirrored = visited.getOperator().reverse();
            if (mirrored != null) {
                return builder.makeCall(visited.getType(), mirrored, List.of(operands.get(1), operands.get(0)));
            }
        }
        return visited;
    }
}
