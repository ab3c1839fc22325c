package io.nlguard.nl.linking;

import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * The tables and columns a gold query references, as the guard's scope resolves them: every relation
 * name that reads a catalog table, and every column reference that resolves to a catalog column
 * (through aliases, subqueries and CTEs alike). The corpus's SQLite spellings are first normalized to
 * PostgreSQL, as the model's training does, so the parser reads them.
 */
public final class GoldSchemaItems {

    private final SqlParser parser = new SqlParser();
    private final Rewriter normalizer = new Rewriter(parser, RewritePasses.all(), EnumSet.of(RewriteStage.NORMALIZE));

    /** The items, or empty when the SQL does not parse as one statement. */
    public Optional<SchemaItems> of(String sql, Catalog catalog) {
        ParseResult parsed = parser.parse(sql);
        if (!(parsed instanceof ParsedSql p) || p.statements().size() != 1) {
            return Optional.empty();
        }
        SqlTree tree = normalizer.rewrite(p, catalog).parsed().first();
        Scopes scopes = Scopes.resolve(tree, catalog);
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
        return Optional.of(new SchemaItems(tables, fields));
    }
}
