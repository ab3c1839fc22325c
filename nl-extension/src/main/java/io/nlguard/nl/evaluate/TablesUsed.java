package io.nlguard.nl.evaluate;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * The catalog's tables a query reads, in the order it names them, as the guard's scope resolves its
 * relation names (a CTE or a column named like a table is not one).
 */
public final class TablesUsed {

    private static final SqlParser PARSER = new SqlParser();

    private TablesUsed() {
    }

    /** Their names, as the answer's warning lists them. */
    public static List<String> of(String sql, Catalog catalog) {
        return tables(sql, catalog).stream().map(t -> t.name().name()).distinct().toList();
    }

    /** The tables themselves; none when the query does not parse. */
    public static List<Table> tables(String sql, Catalog catalog) {
        ParseResult parsed = PARSER.parse(sql);
        if (!(parsed instanceof ParsedSql p)) {
            return List.of();
        }
        Set<Table> tables = new LinkedHashSet<>();
        for (SqlTree tree : p.statements()) {
            Scopes scopes = Scopes.resolve(tree, catalog);
            for (SqlNode node : tree.nodesOf(NodeType.TABLE)) {
                if (scopes.sourceOf(node) instanceof TableSource source && source.isKnown()) {
                    tables.add(source.table());
                }
            }
        }
        return List.copyOf(tables);
    }
}
