package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.expression.StringValue;

/**
 * The string literals a query's WHERE clauses compare with {@code =} or {@code IN} to a text column of the
 * catalog, the column as the guard's {@code scope} resolves the reference (through aliases, subqueries
 * and CTEs).
 */
public final class FilterLiterals {

    private final SqlParser parser = new SqlParser();

    /** None when the SQL does not parse as one statement. */
    public List<FilterLiteral> of(String sql, Catalog catalog) {
        ParseResult parsed = parser.parse(sql);
        if (!(parsed instanceof ParsedSql p) || p.statements().size() != 1) {
            return List.of();
        }
        SqlTree tree = p.first();
        Scopes scopes = Scopes.resolve(tree, catalog);
        List<FilterLiteral> literals = new ArrayList<>();
        for (SqlNode node : tree.nodes()) {
            if ((node.type() == NodeType.EQ || node.type() == NodeType.IN) && inWhere(node)
                    && node.children().size() >= 2) {
                List<SqlNode> operands = node.children();
                if (node.type() == NodeType.EQ) {
                    add(scopes, operands.get(0), List.of(operands.get(1)), literals);
                    add(scopes, operands.get(1), List.of(operands.get(0)), literals);
                } else {
                    add(scopes, operands.get(0), operands.subList(1, operands.size()), literals);
                }
            }
        }
        return literals;
    }

    private static void add(Scopes scopes, SqlNode column, List<SqlNode> values, List<FilterLiteral> literals) {
        if (column.type() != NodeType.COLUMN) {
            return;
        }
        ColumnRef ref = scopes.column(column);
        if (ref == null || ref.status() != ColumnRef.Status.RESOLVED || ref.catalogColumn() == null
                || !(ref.source() instanceof TableSource table) || !table.isKnown()
                || !TextColumns.isText(ref.catalogColumn())) {
            return;
        }
        for (SqlNode value : values) {
            if (value.type() == NodeType.LITERAL && value.ast() instanceof StringValue string) {
                literals.add(new FilterLiteral(table.table(), ref.catalogColumn(), string.getNotExcapedValue()));
            }
        }
    }

    /** Whether the comparison is part of a WHERE clause, not of a join condition, a select list or HAVING. */
    private static boolean inWhere(SqlNode node) {
        for (SqlNode up = node.parent(); up != null && !up.type().isQuery(); up = up.parent()) {
            if (up.type() == NodeType.WHERE) {
                return true;
            }
        }
        return false;
    }
}
