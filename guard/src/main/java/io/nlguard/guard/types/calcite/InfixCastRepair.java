package io.nlguard.guard.types.calcite;

import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlBinaryOperator;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSetOperator;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.fun.SqlLibraryOperators;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.parser.SqlParserUtil;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Gives PostgreSQL's {@code ::} cast its precedence back. Calcite 1.42's Babel parser reduces
 * everything to the left of {@code ::} before applying the cast, so {@code d > '2024-01-01'::date}
 * parses as {@code (d > '2024-01-01')::date} and validates as "cannot convert BOOLEAN to DATE". In
 * PostgreSQL {@code ::} binds tighter than any operator. This flattens each operator chain that
 * contains a cast back into operand/operator order and rebuilds it with Calcite's own precedence
 * parser, where {@code ::} (precedence 94) outranks the arithmetic, comparison and logical
 * operators. Parenthesized sub-expressions stay whole. Rebuilt casts also get real positions
 * (Babel leaves them at line 0, column 0).
 */
final class InfixCastRepair {

    /** Boolean-valued operators that are not rebuilt; a cast applied to one of these is not trusted. */
    private static final Set<SqlKind> NOT_REBUILT = EnumSet.of(SqlKind.BETWEEN, SqlKind.LIKE, SqlKind.SIMILAR,
            SqlKind.IS_NULL, SqlKind.IS_NOT_NULL, SqlKind.IS_TRUE, SqlKind.IS_NOT_TRUE, SqlKind.IS_FALSE,
            SqlKind.IS_NOT_FALSE, SqlKind.IS_UNKNOWN);

    private final SourceText text;
    private boolean doubtful;

    private InfixCastRepair(SourceText text) {
        this.text = text;
    }

    /**
     * Repairs the statement in place. Returns false when some cast could not be placed with
     * confidence, so that an error Calcite then reports may be the parser's mistake, not the user's.
     */
    static boolean repair(SqlNode statement, SourceText text) {
        InfixCastRepair repair = new InfixCastRepair(text);
        try {
            repair.visit(statement);
        } catch (RuntimeException e) {
            // A tree shape this does not know how to edit: keep what was parsed, but do not trust it.
            return false;
        }
        return !repair.doubtful;
    }

    private SqlNode visit(SqlNode node) {
        if (node instanceof SqlNodeList list) {
            for (int i = 0; i < list.size(); i++) {
                SqlNode child = list.get(i);
                if (child != null) {
                    SqlNode repaired = visit(child);
                    if (repaired != child) {
                        list.set(i, repaired);
                    }
                }
            }
            return list;
        }
        if (!(node instanceof SqlCall call)) {
            return node;
        }
        if (isChainOperator(call) && chainHasCast(call, true)) {
            return rebuild(call);
        }
        List<SqlNode> operands = call.getOperandList();
        for (int i = 0; i < operands.size(); i++) {
            SqlNode child = operands.get(i);
            if (child != null) {
                SqlNode repaired = visit(child);
                if (repaired != child) {
                    call.setOperand(i, repaired);
                }
            }
        }
        return call;
    }

    private SqlNode rebuild(SqlCall chain) {
        List<Object> tokens = new ArrayList<>();
        flatten(chain, tokens, true);
        SqlNode rebuilt = SqlParserUtil.toTree(placeOperators(tokens));
        return rebuilt == null ? chain : rebuilt;
    }

    /** Appends the chain's operands and operators in source order; operands are repaired on the way. */
    private void flatten(SqlNode node, List<Object> tokens, boolean root) {
        if (!(node instanceof SqlBasicCall call) || !isChainOperator(call) || (!root && isParenthesized(call))) {
            tokens.add(visit(node));
            return;
        }
        SqlOperator op = call.getOperator();
        if (op.getSyntax() == SqlSyntax.PREFIX) {
            tokens.add(new Operator(op, startOf(call.getParserPosition())));
            flatten(call.operand(0), tokens, false);
        } else if (op == SqlLibraryOperators.INFIX_CAST) {
            SqlNode operand = call.operand(0);
            if (NOT_REBUILT.contains(operand.getKind()) && !isParenthesized(operand)) {
                doubtful = true;
            }
            flatten(operand, tokens, false);
            tokens.add(new Operator(op, null));
            tokens.add(call.operand(1));
        } else {
            flatten(call.operand(0), tokens, false);
            tokens.add(new Operator(op, null));
            flatten(call.operand(1), tokens, false);
        }
    }

    /**
     * Turns operator placeholders into the parser's list items. The old calls' positions cannot be
     * reused (Babel's casts start at line 0 and drag every enclosing span there), so an operator is
     * placed at the operand after it; the precedence parser widens each call over its operands.
     */
    private static List<Object> placeOperators(List<Object> tokens) {
        List<Object> items = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i) instanceof Operator operator) {
                SqlParserPos pos = operator.pos() != null ? operator.pos() : nextOperandPos(tokens, i);
                items.add(new SqlParserUtil.ToTreeListItem(operator.op(), pos));
            } else {
                items.add(tokens.get(i));
            }
        }
        return items;
    }

    private static SqlParserPos nextOperandPos(List<Object> tokens, int from) {
        for (int i = from + 1; i < tokens.size(); i++) {
            if (tokens.get(i) instanceof SqlNode node) {
                return node.getParserPosition();
            }
        }
        return SqlParserPos.ZERO;
    }

    /** Where a prefix operator's own token is: the start of its call, if the parser recorded one. */
    private static SqlParserPos startOf(SqlParserPos pos) {
        return pos.getLineNum() < 1 ? null : new SqlParserPos(pos.getLineNum(), pos.getColumnNum());
    }

    private boolean chainHasCast(SqlNode node, boolean root) {
        if (!(node instanceof SqlBasicCall call) || !isChainOperator(call) || (!root && isParenthesized(call))) {
            return false;
        }
        if (call.getOperator() == SqlLibraryOperators.INFIX_CAST) {
            return true;
        }
        for (SqlNode operand : call.getOperandList()) {
            if (chainHasCast(operand, false)) {
                return true;
            }
        }
        return false;
    }

    private boolean isParenthesized(SqlNode node) {
        return text.isParenthesized(node.getParserPosition());
    }

    /**
     * Operators the parser assembles from an operand/operator list, and so may have grouped wrongly:
     * prefix minus, plus and NOT, and binary operators. Not set operations, OVER, EXISTS or UNIQUE,
     * which the grammar builds around whole sub-expressions.
     */
    private static boolean isChainOperator(SqlCall call) {
        if (!(call instanceof SqlBasicCall)) {
            return false;
        }
        SqlOperator op = call.getOperator();
        return switch (op.getSyntax()) {
            case PREFIX -> call.operandCount() == 1
                    && (op.kind == SqlKind.MINUS_PREFIX || op.kind == SqlKind.PLUS_PREFIX || op.kind == SqlKind.NOT);
            case BINARY -> call.operandCount() == 2 && op instanceof SqlBinaryOperator
                    && !(op instanceof SqlSetOperator) && op.kind != SqlKind.OVER;
            default -> false;
        };
    }

    /** An operator of a flattened chain; {@code pos} is null when it is to sit at the next operand. */
    private record Operator(SqlOperator op, SqlParserPos pos) {
    }
}
