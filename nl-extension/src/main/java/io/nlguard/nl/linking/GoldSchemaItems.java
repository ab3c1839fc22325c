package io.nlguard.nl.linking;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * The tables and columns a gold query references, as the guard's scope resolves them: every relation
 * name that reads a catalog table, and every column reference that resolves to a catalog column
 * (through aliases, subqueries and CTEs alike), of the query as {@link CorpusQueries} reads it.
 */
public final class GoldSchemaItems {

    private final CorpusQueries queries = new CorpusQueries();

    /** The items, or empty when the SQL does not parse as one statement. */
    public Optional<SchemaItems> of(String sql, Catalog catalog) {
        return queries.read(sql, catalog).map(GoldSchemaItems::items);
    }

    private static SchemaItems items(CorpusQueries.Resolved query) {
        SqlTree tree = query.tree();
        Scopes scopes = query.scopes();
        Set<String> tables = new LinkedHashSet<>();
        for (SqlNode node : tree.nodesOf(NodeType.TABLE)) {
            Source source = scopes.sourceOf(node);
            if (source instanceof TableSource t && t.isKnown()) {
                tables.add(SchemaItems.table(t.table()));
            }
        }
        Set<String> fields = new LinkedHashSet<>();
        for (ColumnRef ref : scopes.columns()) {
            if (ref.status() == ColumnRef.Status.RESOLVED && ref.catalogColumn() != null
                    && ref.source() instanceof TableSource t && t.isKnown()) {
                fields.add(SchemaItems.field(t.table(), ref.catalogColumn()));
            }
        }
        return new SchemaItems(tables, fields);
    }
}
