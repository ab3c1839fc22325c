package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.expression.StringValue;

import java.util.ArrayList;
import java.util.List;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * Canonical texts of the items of one query level's clauses, shared by the canonical SQL text and
 * the clause elements: SELECT items with their aliases, GROUP BY and ORDER BY items (ordinals and
 * output aliases replaced by the expression they stand for), LIMIT/OFFSET, DISTINCT, predicates
 * split into conjuncts.
 */
final class SelectClauses {

    private final ExpressionRenderer expressions;

    SelectClauses(ExpressionRenderer expressions) {
        this.expressions = expressions;
    }

    ExpressionRenderer expressions() {
        return expressions;
    }

    /** {@code expr}, or {@code expr as name} when the alias changes the output column's name. */
    String projectionItem(SqlNode item, Masked masked) {
        if (item.type() != NodeType.ALIAS) {
            return expressions.render(item, masked);
        }
        SqlNode expression = ExpressionRenderer.aliasTarget(item);
        String text = expressions.render(expression, masked);
        String alias = fold(item.name());
        return alias.equals(naturalName(expression)) ? text : text + " as " + alias;
    }

    /** A GROUP BY item; {@code GROUP BY 1} names the first SELECT item. */
    private String groupItem(SqlNode item, QueryParts parts, Masked masked) {
        return expressions.render(resolveOrdinal(item, parts), masked);
    }

    /** An ORDER BY item with its direction; {@code ORDER BY 2 DESC} names the second SELECT item. */
    private String orderItem(SqlNode ordered, QueryParts parts, Masked masked) {
        SqlNode expression = resolveOrdinal(ordered.children().get(0), parts);
        return expressions.render(expression, masked) + ExpressionRenderer.orderSuffix(ordered);
    }

    List<String> orderItems(QueryParts parts, Masked masked) {
        List<String> items = new ArrayList<>();
        if (parts.order() != null) {
            for (SqlNode ordered : parts.order().children()) {
                items.add(orderItem(ordered, parts, masked));
            }
        }
        return items;
    }

    /** GROUP BY items, sorted: grouping by (a, b) and by (b, a) is the same grain. */
    List<String> groupItems(QueryParts parts, Masked masked) {
        List<String> items = new ArrayList<>();
        if (parts.group() != null) {
            for (SqlNode item : parts.group().children()) {
                items.add(groupItem(item, parts, masked));
            }
        }
        return ExpressionRenderer.sorted(items);
    }

    /** {@code limit n} and {@code offset m}, whichever the query has (TOP and FETCH FIRST count as LIMIT). */
    List<String> limits(QueryParts parts, Masked masked) {
        List<String> limit = new ArrayList<>();
        List<String> offset = new ArrayList<>();
        for (SqlNode node : parts.limits()) {
            SqlNode count = node.child(Role.THIS);
            if (node.type() == NodeType.OFFSET) {
                offset.add("offset " + expressions.render(count, masked));
                continue;
            }
            if (count != null) {
                limit.add("limit " + expressions.render(count, masked));
            }
            SqlNode skipped = node.child(Role.EXPRESSION);
            if (skipped != null) {
                offset.add("offset " + expressions.render(skipped, masked));
            }
        }
        limit.addAll(offset);
        return limit;
    }

    /** {@code distinct} or {@code distinct on (a, b)}; null without DISTINCT. */
    String distinct(QueryParts parts, Masked masked) {
        SqlNode distinct = parts.distinct();
        if (distinct == null) {
            return null;
        }
        if (distinct.children().isEmpty()) {
            return "distinct";
        }
        List<String> keys = new ArrayList<>();
        distinct.children().forEach(key -> keys.add(expressions.render(resolveOrdinal(key, parts), masked)));
        return "distinct on (" + String.join(", ", keys) + ")";
    }

    /** Predicate conjuncts as clause elements, each with its AND/OR-flattened atoms. */
    List<Element> predicateElements(SqlNode predicate, String path, Masked masked) {
        List<Element> elements = new ArrayList<>();
        for (SqlNode conjunct : ExpressionRenderer.flatten(predicate, NodeType.AND)) {
            String text = expressions.render(conjunct, masked);
            List<String> atoms = new ArrayList<>();
            // rendered again only to split it: the nested queries were collected by the first rendering
            atoms(conjunct, path, new Masked(), atoms);
            elements.add(new Element(path + text, atoms));
        }
        return elements;
    }

    private void atoms(SqlNode node, String prefix, Masked scratch, List<String> into) {
        SqlNode inner = ExpressionRenderer.skipParens(node);
        if (inner.type() == NodeType.AND || inner.type() == NodeType.OR) {
            String tag = prefix + fold(inner.type().name()) + ":";
            for (SqlNode operand : ExpressionRenderer.flatten(inner, inner.type())) {
                atoms(operand, tag, scratch, into);
            }
        } else {
            into.add(prefix + expressions.render(inner, scratch));
        }
    }

    /** An integer literal in GROUP BY / ORDER BY / DISTINCT ON means the SELECT item at that position. */
    private static SqlNode resolveOrdinal(SqlNode item, QueryParts parts) {
        SqlNode inner = ExpressionRenderer.skipParens(item);
        if (inner.type() != NodeType.LITERAL || inner.ast() instanceof StringValue || inner.name() == null
                || !inner.name().matches("\\d{1,4}")) {
            return item;
        }
        int position = Integer.parseInt(inner.name());
        if (position < 1 || position > parts.items().size()) {
            return item;
        }
        SqlNode target = parts.items().get(position - 1);
        if (target.type() == NodeType.STAR) {
            return item;
        }
        return target.type() == NodeType.ALIAS ? ExpressionRenderer.aliasTarget(target) : target;
    }

    /** The name PostgreSQL gives an unaliased output column: the column's or function's name. */
    private static String naturalName(SqlNode expression) {
        SqlNode inner = ExpressionRenderer.skipParens(expression);
        return switch (inner.type()) {
            case COLUMN, FUNCTION, AGGREGATE -> fold(inner.name());
            case WINDOW -> naturalName(inner.children().get(0));
            default -> null;
        };
    }
}
