package io.nlguard.guard.names;

import java.util.List;
import java.util.StringJoiner;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** What the diagnosers of one statement read (its scopes, tree and catalog), and how diagnoses name sources and tables. */
final class NameContext {

    /** How many candidates, tables or JOINs a diagnosis names. */
    static final int SHOWN = 3;

    private final Scopes scopes;
    private final Catalog catalog;

    NameContext(Scopes scopes) {
        this.scopes = scopes;
        this.catalog = scopes.catalog() == null ? Catalog.unavailable() : scopes.catalog();
    }

    Scopes scopes() {
        return scopes;
    }

    SqlTree tree() {
        return scopes.tree();
    }

    Catalog catalog() {
        return catalog;
    }

    /** Whether there is a catalog to judge names against. */
    boolean judges() {
        return catalog.isAvailable() && !catalog.isEmpty();
    }

    /** The node's text as written, or null when its span is not known. */
    String text(SqlNode node) {
        int start = tree().startOffset(node);
        return start < 0 ? null : tree().sql().substring(start, tree().endOffset(node));
    }

    /** The sources a reference at {@code node} may name, innermost level first. */
    List<Source> visible(SqlNode node) {
        return SourceLabels.visible(scopes.scopeOf(node));
    }

    static String label(Source source) {
        return SourceLabels.label(source);
    }

    static String labels(List<? extends Source> sources) {
        return SourceLabels.list(sources);
    }

    /** At most {@link #SHOWN} table names. */
    static String tableList(List<Table> tables) {
        StringJoiner joined = new StringJoiner(", ");
        tables.stream().limit(SHOWN).forEach(table -> joined.add(table.name().name()));
        return joined.toString();
    }

    static boolean inScope(Table table, List<Source> visible) {
        for (Source source : visible) {
            if (source instanceof TableSource t && t.table() == table) {
                return true;
            }
        }
        return false;
    }
}
