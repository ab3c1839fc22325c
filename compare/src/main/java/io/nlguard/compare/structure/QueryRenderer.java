package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.statement.select.WithItem;

import java.util.ArrayList;
import java.util.List;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * The canonical SQL text of a query: lower-case keywords, single spaces, sources named by
 * {@link SourceNames}, expressions by {@link ExpressionRenderer}, FROM by {@link FromClause},
 * GROUP BY items sorted, the branches of UNION and INTERSECT sorted. It is a comparison key that
 * reads as SQL; running it is not intended (numbered names such as {@code employee_2} are aliases
 * the original may not have had).
 */
final class QueryRenderer {

    private final SelectClauses clauses;

    QueryRenderer(ColumnNames columns) {
        this.clauses = new SelectClauses(new ExpressionRenderer(columns, this::query));
    }

    SelectClauses clauses() {
        return clauses;
    }

    /** The text of a query node, without enclosing parentheses. */
    String query(SqlNode node) {
        return switch (node.type()) {
            case SUBQUERY -> query(SetOperations.unwrap(node));
            case SELECT -> select(node);
            case UNION, INTERSECT, EXCEPT -> setOperation(node);
            case VALUES -> with(node) + values(node, null);
            default -> SqlText.normalize(node.text());
        };
    }

    /** {@code values (1, 'a'), (2, 'b')}; rows as elements when {@code masked} is given. */
    List<String> rows(SqlNode values, Masked masked) {
        List<String> rows = new ArrayList<>();
        for (SqlNode row : values.children()) {
            if (row.role() == Role.ITEM) {
                rows.add(clauses.expressions().render(row, masked));
            }
        }
        return rows;
    }

    private String values(SqlNode node, Masked masked) {
        return "values " + String.join(", ", rows(node, masked));
    }

    private String select(SqlNode node) {
        QueryParts parts = QueryParts.of(node);
        ExpressionRenderer expressions = clauses.expressions();
        StringBuilder text = new StringBuilder(with(node)).append("select");
        String distinct = clauses.distinct(parts, null);
        if (distinct != null) {
            text.append(' ').append(distinct);
        }
        List<String> items = new ArrayList<>();
        parts.items().forEach(item -> items.add(clauses.projectionItem(item, null)));
        text.append(' ').append(String.join(", ", items));
        if (parts.from() != null && !parts.from().children().isEmpty()) {
            text.append(" from ").append(FromClause.of(parts.from().children().get(0), parts.joins(), expressions,
                    this::query, null).text());
        }
        if (parts.where() != null) {
            text.append(" where ").append(expressions.render(parts.where(), null));
        }
        List<String> groups = clauses.groupItems(parts, null);
        if (!groups.isEmpty()) {
            text.append(" group by ").append(String.join(", ", groups));
        }
        if (parts.having() != null) {
            text.append(" having ").append(expressions.render(parts.having(), null));
        }
        return text.append(orderAndLimit(parts)).toString();
    }

    private String setOperation(SqlNode node) {
        List<String> branches = new ArrayList<>();
        for (SqlNode branch : SetOperations.branches(node)) {
            SqlNode query = SetOperations.unwrap(branch);
            String text = query(query);
            boolean parenthesized = query.type().isSetOperation() || !QueryParts.of(query).limits().isEmpty()
                    || QueryParts.of(query).order() != null;
            branches.add(parenthesized ? "(" + text + ")" : text);
        }
        if (SetOperations.commutative(node)) {
            branches = ExpressionRenderer.sorted(branches);
        }
        String operator = " " + SetOperations.operator(node) + " ";
        return with(node) + String.join(operator, branches) + orderAndLimit(QueryParts.of(node));
    }

    private String orderAndLimit(QueryParts parts) {
        StringBuilder text = new StringBuilder();
        List<String> order = clauses.orderItems(parts, null);
        if (!order.isEmpty()) {
            text.append(" order by ").append(String.join(", ", order));
        }
        for (String limit : clauses.limits(parts, null)) {
            text.append(' ').append(limit);
        }
        return text.toString();
    }

    /** {@code with cte_1 as (...), cte_2(x) as (...) }, or nothing. */
    private String with(SqlNode query) {
        SqlNode with = query.child(NodeType.WITH);
        if (with == null) {
            return "";
        }
        SourceNames names = clauses.expressions().columns().sources();
        List<String> definitions = new ArrayList<>();
        boolean recursive = false;
        for (SqlNode cte : with.children()) {
            recursive |= cte.ast() instanceof WithItem<?> item && item.isRecursive();
            SqlNode body = cte.child(Role.QUERY);
            definitions.add(names.cte(cte) + cteColumns(cte) + " as (" + (body == null ? "" : query(body)) + ")");
        }
        return (recursive ? "with recursive " : "with ") + String.join(", ", definitions) + " ";
    }

    static String cteColumns(SqlNode cte) {
        SqlNode alias = cte.child(NodeType.TABLE_ALIAS);
        List<String> columns = new ArrayList<>();
        if (alias != null) {
            alias.children().stream().filter(c -> c.role() == Role.COLUMNS).forEach(c -> columns.add(fold(c.name())));
        }
        return columns.isEmpty() ? "" : "(" + String.join(", ", columns) + ")";
    }
}
