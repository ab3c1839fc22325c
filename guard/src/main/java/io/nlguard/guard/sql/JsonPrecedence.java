package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JsonExpression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;

/**
 * JSqlParser reads the operand after a JSON operator as a whole expression: {@code attrs->>'color' = ''
 * OR '1'='1'} becomes {@code attrs ->> ('color' = '' OR '1'='1')}, hiding the OR (and its injected
 * tautology) inside an opaque node. PostgreSQL binds {@code ->}, {@code ->>}, {@code #>} tighter than
 * comparisons, AND and OR, so the tree is rotated back: the JSON operator takes the leftmost operand of
 * the comparison/AND/OR chain, and the chain keeps the rest. The rotated JSON node has no source span.
 */
final class JsonPrecedence {

    private JsonPrecedence() {
    }

    /** The expression PostgreSQL would read, or {@code json} itself when its last operand binds no looser. */
    static Expression rotate(JsonExpression json) {
        List<Map.Entry<Expression, String>> idents = json.getIdentList();
        if (idents.isEmpty()) {
            return json;
        }
        Map.Entry<Expression, String> last = idents.get(idents.size() - 1);
        Expression operand = last.getKey();
        if (operand instanceof JsonExpression inner) {
            // a chain a -> 'k' ->> 'f' = 'x' may nest the misread part one JSON level down
            operand = rotate(inner);
        }
        if (!looser(operand)) {
            return json;
        }
        BinaryExpression chain = (BinaryExpression) operand;
        BinaryExpression leftmost = chain;
        while (looser(leftmost.getLeftExpression())) {
            leftmost = (BinaryExpression) leftmost.getLeftExpression();
        }
        List<Map.Entry<Expression, String>> bound = new ArrayList<>(idents.subList(0, idents.size() - 1));
        Expression taken = leftmost.getLeftExpression();
        if (taken instanceof JsonExpression nested) {
            // (a -> ('k' ->> 'f')) is ((a -> 'k') ->> 'f'): one flat path
            bound.add(Map.entry(nested.getExpression(), last.getValue()));
            bound.addAll(nested.getIdentList());
        } else {
            bound.add(Map.entry(taken, last.getValue()));
        }
        leftmost.setLeftExpression(new JsonExpression(json.getExpression(), bound));
        return chain;
    }

    private static boolean looser(Expression e) {
        return e instanceof AndExpression || e instanceof OrExpression || e instanceof ComparisonOperator;
    }
}
