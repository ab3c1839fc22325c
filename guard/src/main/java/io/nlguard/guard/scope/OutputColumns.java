package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** The column names a query produces, named the way PostgreSQL names them. */
final class OutputColumns {

    private OutputColumns() {
    }

    /**
     * Output names of a SELECT (or the items of a RETURNING clause) in {@code scope}, or null when a star
     * over an unknown source hides them.
     */
    static List<String> ofSelect(SqlNode select, Scope scope) {
        List<String> names = new ArrayList<>();
        for (SqlNode item : select.children()) {
            if (item.role() != Role.ITEM) {
                continue;
            }
            if (item.type() == NodeType.STAR) {
                List<String> expanded = expandStar(item, scope);
                if (expanded == null) {
                    return null;
                }
                names.addAll(expanded);
            } else {
                names.add(nameOf(item));
            }
        }
        return names;
    }

    /**
     * Output names of an INSERT, UPDATE or DELETE: its RETURNING items, resolved in the statement's
     * {@code scope}; none without RETURNING (PostgreSQL refuses to read such a CTE).
     */
    static List<String> ofReturning(SqlNode statement, Scope scope) {
        SqlNode returning = statement.child(NodeType.RETURNING);
        return returning == null ? List.of() : ofSelect(returning, scope);
    }

    /** VALUES rows produce column1, column2, ... */
    static List<String> ofValues(SqlNode values) {
        SqlNode first = values.children().isEmpty() ? null : values.children().get(0);
        int width = first != null && first.type() == NodeType.TUPLE ? first.children().size() : values.children().size();
        List<String> names = new ArrayList<>(width);
        for (int i = 1; i <= width; i++) {
            names.add("column" + i);
        }
        return names;
    }

    private static List<String> expandStar(SqlNode star, Scope scope) {
        SqlNode qualifier = star.child(Role.QUALIFIER);
        if (qualifier != null) {
            Source source = scope.source(qualifier.name());
            return source == null ? null : source.columnNames();
        }
        List<String> all = new ArrayList<>();
        for (Source source : scope.sources()) {
            List<String> columns = source.columnNames();
            if (columns == null) {
                return null;
            }
            all.addAll(columns);
        }
        return all;
    }

    /** PostgreSQL's name for an unaliased expression: the column's name, the function's name, or ?column?. */
    static String nameOf(SqlNode item) {
        return switch (item.type()) {
            case ALIAS -> item.name();
            case COLUMN -> item.name();
            case FUNCTION, AGGREGATE -> item.name();
            case WINDOW -> item.children().isEmpty() ? "?column?" : nameOf(item.children().get(0));
            case CAST, PAREN -> item.children().isEmpty() ? "?column?" : nameOf(item.children().get(0));
            case CASE -> "case";
            default -> "?column?";
        };
    }
}
