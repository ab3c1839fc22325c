package io.nlguard.compare.structure;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * How column references are spelled in the canonical text, through the guard's scope resolution:
 * a column of the only source of its query level is written bare ({@code name}); any other column
 * is qualified with its source's canonical name ({@code artist.name}), whatever alias or
 * qualification the query used. A column whose source cannot be determined (no catalog, several
 * sources) is kept as written, lower-cased.
 */
final class ColumnNames {

    private final Scopes scopes;
    private final SourceNames names;

    ColumnNames(Scopes scopes, SourceNames names) {
        this.scopes = scopes;
        this.names = names;
    }

    SourceNames sources() {
        return names;
    }

    /** The column's resolution, or null when it is none (unresolved, ambiguous, an output alias). */
    Source sourceOf(SqlNode column) {
        ColumnRef ref = scopes.column(column);
        return ref == null ? null : ref.source();
    }

    /** Whether the column names an output column of its own query (ORDER BY x where x is an alias). */
    boolean isOutputAlias(SqlNode column) {
        ColumnRef ref = scopes.column(column);
        return ref != null && ref.status() == ColumnRef.Status.OUTPUT_ALIAS;
    }

    /** The query node the column belongs to. */
    SqlNode queryOf(SqlNode node) {
        return scopes.scopeOf(node).node();
    }

    String column(SqlNode column) {
        String name = fold(column.name());
        Source source = sourceOf(column);
        if (source == null) {
            SqlNode qualifier = column.child(Role.QUALIFIER);
            return qualifier == null ? name : fold(qualifier.name()) + "." + name;
        }
        return isOnlySource(scopes.scopeOf(column), source) ? name : names.name(source) + "." + name;
    }

    /** {@code *}, or {@code t.*} when the query reads more than that one source. */
    String star(SqlNode star) {
        SqlNode qualifier = star.child(Role.QUALIFIER);
        if (qualifier == null) {
            return "*";
        }
        Scope scope = scopes.scopeOf(star);
        Source source = find(scope, qualifier.name());
        if (source == null) {
            return fold(qualifier.name()) + ".*";
        }
        return isOnlySource(scope, source) ? "*" : names.name(source) + ".*";
    }

    /** The source a FROM item node stands for, or null. */
    Source sourceOfItem(SqlNode fromItem) {
        return scopes.sourceOf(fromItem);
    }

    private static Source find(Scope scope, String alias) {
        for (Scope s = scope; s != null; s = s.outer()) {
            Source source = s.source(alias);
            if (source != null) {
                return source;
            }
        }
        return null;
    }

    private static boolean isOnlySource(Scope scope, Source source) {
        return scope.sources().size() == 1 && scope.sources().iterator().next() == source
                && scope.node().type() != NodeType.VALUES;
    }
}
