package io.nlguard.compare.validate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Writes the optional words of a query one way: {@code AS} before every column alias, no {@code ASC}
 * (the default order), {@code JOIN} for {@code INNER JOIN} and {@code LEFT JOIN} for
 * {@code LEFT OUTER JOIN} (so for RIGHT and FULL), no parentheses around a whole WHERE, HAVING or ON
 * condition. Changes the tree's AST objects.
 */
final class Spellings {

    private Spellings() {
    }

    static void canonicalize(SqlTree tree) {
        for (SqlNode node : tree.nodes()) {
            Object ast = node.ast();
            if (ast instanceof PlainSelect select) {
                select.setWhere(unwrap(select.getWhere()));
                select.setHaving(unwrap(select.getHaving()));
            } else if (ast instanceof Join join) {
                join(join);
            } else if (ast instanceof OrderByElement order && order.isAsc()) {
                order.setAscDescPresent(false);
            } else if (node.type() == NodeType.ALIAS && ast instanceof SelectItem<?> item && item.getAlias() != null) {
                item.getAlias().setUseAs(true);
            }
        }
    }

    private static void join(Join join) {
        if (join.isInner()) {
            join.setInner(false);
        }
        if (join.isOuter() && (join.isLeft() || join.isRight() || join.isFull())) {
            join.setOuter(false);
        }
        Collection<Expression> on = join.getOnExpressions();
        if (on != null && !on.isEmpty()) {
            List<Expression> unwrapped = new ArrayList<>(on.size());
            for (Expression condition : on) {
                unwrapped.add(unwrap(condition));
            }
            join.setOnExpressions(unwrapped);
        }
    }

    /** The expression without the parentheses around all of it. */
    static Expression unwrap(Expression expression) {
        Expression e = expression;
        while (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
            e = list.get(0);
        }
        return e;
    }
}
