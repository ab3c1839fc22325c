package io.nlguard.guard.rewrite.normalize;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Name resolution the way SQLite and MySQL read names: case-insensitively, quoted or not. The scope
 * module resolves like PostgreSQL (a quoted name must match exactly), so {@code `CDSCode`} or
 * {@code "Frpm"} come out unknown there although they name {@code cdscode} and {@code frpm}; this
 * reading says what they name, so that a pass can respell them.
 */
final class SqliteNames {

    /** What a column reference names under case-insensitive matching. */
    enum Kind {
        /** A column of a catalog table: {@link Resolution#column()} */
        CATALOG,
        /** An output column of a derived table or CTE, or a column of a source whose columns are not modelled. */
        DERIVED,
        /** An output column alias of the query. */
        OUTPUT_ALIAS,
        /** More than one source has it. */
        AMBIGUOUS,
        /** Nothing in scope has it. */
        UNKNOWN,
        /** A source whose columns are unknown could have it. */
        UNCHECKABLE
    }

    /** @param source the source the name belongs to, when known; {@code column} for {@link Kind#CATALOG} */
    record Resolution(Kind kind, Source source, Column column) {
    }

    private final PassContext context;

    SqliteNames(PassContext context) {
        this.context = context;
    }

    /** The catalog table a Table node names, matched case-insensitively; null for CTE references and unknown names. */
    Table table(SqlNode tableNode) {
        if (context.scopes().sourceOf(tableNode) instanceof DerivedSource || !context.catalog().isAvailable()) {
            return null;
        }
        SqlNode schema = tableNode.child(Role.SCHEMA);
        return context.catalog().table(schema == null ? null : schema.name(), tableNode.name(), false).orElse(null);
    }

    /** The catalog table behind a source, or null. */
    Table table(Source source) {
        if (!(source instanceof TableSource tableSource)) {
            return null;
        }
        if (tableSource.table() != null) {
            return tableSource.table();
        }
        return tableSource.system() || tableSource.node().type() != NodeType.TABLE ? null : table(tableSource.node());
    }

    /** How a Column node resolves when names match case-insensitively; null for a node that is not a reference. */
    Resolution column(SqlNode column) {
        ColumnRef ref = context.scopes().column(column);
        if (ref == null) {
            return null;
        }
        return switch (ref.status()) {
            case RESOLVED -> in(ref.source(), column.name());
            case OUTPUT_ALIAS -> new Resolution(Kind.OUTPUT_ALIAS, null, null);
            case AMBIGUOUS -> new Resolution(Kind.AMBIGUOUS, null, null);
            case UNKNOWN_QUALIFIER -> new Resolution(Kind.UNKNOWN, null, null);
            case UNKNOWN_COLUMN, UNCHECKABLE -> column.child(Role.QUALIFIER) != null
                    ? qualified(ref.source(), column.name())
                    : unqualified(column);
        };
    }

    /** Whether PostgreSQL finds the column as written (a quoted name matched exactly) in a source in scope. */
    boolean resolvesExactly(SqlNode column) {
        ColumnRef ref = context.scopes().column(column);
        if (ref == null) {
            return false;
        }
        if (column.child(Role.QUALIFIER) != null) {
            return ref.source() != null && Boolean.TRUE.equals(ref.source().hasColumn(column.name(), column.quoted()));
        }
        for (Scope scope = context.scopes().scopeOf(column); scope != null; scope = scope.outer()) {
            for (Source source : scope.sources()) {
                if (Boolean.TRUE.equals(source.hasColumn(column.name(), column.quoted()))) {
                    return true;
                }
            }
        }
        return false;
    }

    private Resolution qualified(Source source, String name) {
        if (source == null) {
            return new Resolution(Kind.UNCHECKABLE, null, null);
        }
        Boolean has = has(source, name);
        return has == null ? new Resolution(Kind.UNCHECKABLE, source, null)
                : has ? in(source, name) : new Resolution(Kind.UNKNOWN, source, null);
    }

    private Resolution unqualified(SqlNode column) {
        String name = column.name();
        for (Scope scope = context.scopes().scopeOf(column); scope != null; scope = scope.outer()) {
            List<Source> candidates = new ArrayList<>(2);
            boolean unknowable = false;
            for (Source source : scope.sources()) {
                Boolean has = has(source, name);
                if (has == null) {
                    unknowable = true;
                } else if (has) {
                    candidates.add(source);
                }
            }
            if (candidates.size() == 1) {
                return in(candidates.get(0), name);
            }
            if (candidates.size() > 1) {
                return new Resolution(Kind.AMBIGUOUS, null, null);
            }
            if (unknowable) {
                return new Resolution(Kind.UNCHECKABLE, null, null);
            }
        }
        return new Resolution(Kind.UNKNOWN, null, null);
    }

    /**
     * The name as a column of {@code source}. A source without such a column was matched by its own name
     * (PostgreSQL's whole-row reference {@code SELECT t FROM t}), which SQLite does not have: unknown.
     */
    private Resolution in(Source source, String name) {
        if (source instanceof TableSource) {
            Table table = table(source);
            if (table == null) {
                return new Resolution(Kind.DERIVED, source, null);
            }
            Column column = table.column(name, false).orElse(null);
            return column != null ? new Resolution(Kind.CATALOG, source, column) : new Resolution(Kind.UNKNOWN, source, null);
        }
        return Boolean.FALSE.equals(source.hasColumn(name, false))
                ? new Resolution(Kind.UNKNOWN, source, null) : new Resolution(Kind.DERIVED, source, null);
    }

    /** Whether the source has the column, case-insensitively; null when its columns are not known. */
    private Boolean has(Source source, String name) {
        if (source instanceof TableSource) {
            Table table = table(source);
            return table == null ? null : table.column(name, false).isPresent();
        }
        return source.hasColumn(name, false);
    }
}
