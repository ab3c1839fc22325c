package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * What selection reads from a candidate's text, parsed once and resolved by the guard's {@code scope}:
 * the catalog tables and columns it uses, the column pairs its equality conditions join, and its shape.
 *
 * @param parses    whether the guard's parser reads it (nothing else is known when it does not)
 * @param tables    the catalog tables it reads
 * @param columns   every catalog column reference, as {@code table.column}, once per use
 * @param columnTables the table of each entry of {@code columns}, in the same order
 * @param joins     the column pairs compared with {@code =} between two different catalog tables, each as
 *                  the sorted pair {@code [a.x, b.y]}
 * @param ordered   the outermost query has ORDER BY (its row order is part of its answer)
 * @param limited   the outermost query has LIMIT
 * @param extremum  it calls MAX or MIN anywhere (the Spider superlative {@code = (SELECT max(...))})
 * @param counts    the outermost query's select list has a COUNT
 */
public record QueryFacts(boolean parses, Set<Table> tables, List<String> columns, List<Table> columnTables,
                         Set<List<String>> joins, boolean ordered, boolean limited, boolean extremum, boolean counts) {

    static final QueryFacts UNREAD = new QueryFacts(false, Set.of(), List.of(), List.of(), Set.of(), false, false,
            false, false);

    private static final SqlParser PARSER = new SqlParser();

    public QueryFacts {
        tables = Set.copyOf(tables);
        columns = List.copyOf(columns);
        columnTables = List.copyOf(columnTables);
        joins = Set.copyOf(joins);
    }

    /** @param catalog what names resolve to; {@link Catalog#empty()} when unknown */
    public static QueryFacts of(String sql, Catalog catalog) {
        ParseResult parsed = PARSER.parse(sql);
        if (!(parsed instanceof ParsedSql p) || p.statements().size() != 1) {
            return UNREAD;
        }
        SqlTree tree = p.statements().get(0);
        Scopes scopes = Scopes.resolve(tree, catalog);
        Set<Table> tables = new LinkedHashSet<>();
        for (SqlNode node : tree.nodesOf(NodeType.TABLE)) {
            if (scopes.sourceOf(node) instanceof TableSource source && source.isKnown()) {
                tables.add(source.table());
            }
        }
        List<String> columns = new ArrayList<>();
        List<Table> columnTables = new ArrayList<>();
        for (ColumnRef ref : scopes.columns()) {
            String name = qualified(ref);
            if (name != null) {
                columns.add(name);
                columnTables.add(((TableSource) ref.source()).table());
            }
        }
        Set<List<String>> joins = new LinkedHashSet<>();
        for (SqlNode eq : tree.nodesOf(NodeType.EQ)) {
            List<SqlNode> sides = eq.children();
            if (sides.size() == 2 && sides.get(0).type() == NodeType.COLUMN && sides.get(1).type() == NodeType.COLUMN) {
                ColumnRef left = scopes.column(sides.get(0));
                ColumnRef right = scopes.column(sides.get(1));
                String a = qualified(left);
                String b = qualified(right);
                if (a != null && b != null && ((TableSource) left.source()).table() != ((TableSource) right.source()).table()) {
                    joins.add(a.compareTo(b) <= 0 ? List.of(a, b) : List.of(b, a));
                }
            }
        }
        SqlNode root = tree.root();
        boolean extremum = tree.nodesOf(NodeType.AGGREGATE).stream()
                .anyMatch(n -> n.name() != null && List.of("max", "min").contains(n.name().toLowerCase(Locale.ROOT)));
        boolean counts = root.type() == NodeType.SELECT && root.children().stream()
                .anyMatch(n -> n.type() == NodeType.AGGREGATE && "count".equalsIgnoreCase(n.name())
                        || n.type() == NodeType.ALIAS && n.children().stream().anyMatch(
                                c -> c.type() == NodeType.AGGREGATE && "count".equalsIgnoreCase(c.name())));
        return new QueryFacts(true, tables, columns, columnTables, joins, root.child(NodeType.ORDER) != null,
                root.child(NodeType.LIMIT) != null, extremum, counts);
    }

    /** {@code table.column} of a reference to a catalog table's column, else null. */
    private static String qualified(ColumnRef ref) {
        if (ref == null || ref.status() != ColumnRef.Status.RESOLVED || ref.catalogColumn() == null
                || !(ref.source() instanceof TableSource source) || !source.isKnown()) {
            return null;
        }
        return name(source.table()) + "." + ref.catalogColumn().name().toLowerCase(Locale.ROOT);
    }

    static String name(Table table) {
        return table.name().name().toLowerCase(Locale.ROOT);
    }
}
