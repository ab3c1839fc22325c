package io.nlguard.compare.validate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.expression.AnyComparisonExpression;
import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.conditional.XorExpression;
import net.sf.jsqlparser.expression.operators.relational.OldOracleJoinBinaryExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;

/**
 * Puts the operands of commutative operators in one order, by their canonical text: a chain of AND
 * (or of OR) is flattened, its nested parentheses of the same operator dropped, and its operands
 * sorted; the two sides of {@code =} and {@code <>} are sorted too (but never around ANY/ALL, whose
 * side is fixed). PostgreSQL promises no evaluation order for either, so the result is the same
 * query. Works inside out, so that an operand's text is already canonical when it is compared.
 * Changes the tree's AST objects.
 */
final class CommutativeOperands {

    private CommutativeOperands() {
    }

    static void canonicalize(SqlTree tree) {
        List<SqlNode> nodes = tree.nodes();
        for (int i = nodes.size() - 1; i >= 0; i--) {
            SqlNode node = nodes.get(i);
            switch (node.type()) {
                case AND, OR -> {
                    if (isChainRoot(node) && node.ast() instanceof BinaryExpression chain) {
                        sortChain(chain);
                    }
                }
                case EQ, NEQ -> {
                    if (node.ast() instanceof OldOracleJoinBinaryExpression comparison) {
                        sortSides(comparison);
                    }
                }
                default -> {
                }
            }
        }
    }

    /** Whether the node starts a chain: its parent, or the parenthesis it sits in, is not the same operator. */
    private static boolean isChainRoot(SqlNode node) {
        SqlNode parent = node.parent();
        if (parent != null && parent.type() == NodeType.PAREN) {
            parent = parent.parent();
        }
        return parent == null || parent.type() != node.type();
    }

    private static void sortChain(BinaryExpression chain) {
        boolean and = chain instanceof AndExpression;
        List<Expression> operands = new ArrayList<>();
        flatten(chain, and, operands);
        List<String> keys = new ArrayList<>(operands.size());
        List<Integer> order = new ArrayList<>(operands.size());
        for (int i = 0; i < operands.size(); i++) {
            keys.add(CanonicalText.of(String.valueOf(operands.get(i))));
            order.add(i);
        }
        order.sort(Comparator.comparing(keys::get));
        Expression left = operands.get(order.get(0));
        for (int i = 1; i < order.size() - 1; i++) {
            Expression next = operands.get(order.get(i));
            left = and ? new AndExpression(left, next) : new OrExpression(left, next);
        }
        chain.setLeftExpression(left);
        chain.setRightExpression(operands.get(order.get(order.size() - 1)));
    }

    /**
     * The operands of a chain of one operator. A parenthesized operand loses its parentheses when
     * they group the same operator (associativity) or anything that binds tighter than the operator;
     * an OR inside an AND keeps them.
     */
    private static void flatten(Expression e, boolean and, List<Expression> out) {
        if (and ? e instanceof AndExpression : e instanceof OrExpression) {
            BinaryExpression b = (BinaryExpression) e;
            flatten(b.getLeftExpression(), and, out);
            flatten(b.getRightExpression(), and, out);
            return;
        }
        if (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
            Expression inner = list.get(0);
            boolean looser = inner instanceof XorExpression || (and && inner instanceof OrExpression);
            if (!looser) {
                flatten(inner, and, out);
                return;
            }
        }
        out.add(e);
    }

    private static void sortSides(OldOracleJoinBinaryExpression comparison) {
        Expression left = comparison.getLeftExpression();
        Expression right = comparison.getRightExpression();
        if (comparison.getOldOracleJoinSyntax() != 0 || left instanceof AnyComparisonExpression
                || right instanceof AnyComparisonExpression) {
            return;
        }
        if (CanonicalText.of(String.valueOf(right)).compareTo(CanonicalText.of(String.valueOf(left))) < 0) {
            comparison.setLeftExpression(right);
            comparison.setRightExpression(left);
        }
    }
}
