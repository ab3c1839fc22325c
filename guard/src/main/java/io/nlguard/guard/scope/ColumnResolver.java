package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.scope.ColumnRef.Status;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Resolves one column reference the way PostgreSQL does: a qualifier names a source of this or an
 * enclosing query level; an unqualified name must be found in exactly one source of the innermost
 * level that has it; ORDER BY and GROUP BY may also name output columns.
 */
final class ColumnResolver {

    /** Words the parser reads as column names but PostgreSQL treats as values or niladic functions. */
    private static final Set<String> PSEUDO_COLUMNS = Set.of("current_user", "session_user", "user", "current_role",
            "current_schema", "current_catalog", "current_date", "current_time", "current_timestamp", "localtime",
            "localtimestamp", "true", "false", "default", "null", "excluded");

    /** A column that can only name a column of {@code target}: UPDATE's SET list, INSERT's column list. */
    ColumnRef resolveInTarget(SqlNode column, Source target) {
        Boolean has = target.hasColumn(column.name(), column.quoted());
        Status status = has == null ? Status.UNCHECKABLE : has ? Status.RESOLVED : Status.UNKNOWN_COLUMN;
        return ref(column, status, target, 0);
    }

    ColumnRef resolve(SqlNode column, Scope scope) {
        String name = column.name();
        SqlNode qualifier = column.child(Role.QUALIFIER);
        if (qualifier == null && PSEUDO_COLUMNS.contains(name.toLowerCase(Locale.ROOT))) {
            return ref(column, Status.UNCHECKABLE, null, 0);
        }
        if (qualifier != null) {
            return qualified(column, qualifier.name(), scope);
        }
        return unqualified(column, scope);
    }

    private ColumnRef qualified(SqlNode column, String qualifier, Scope scope) {
        int level = 0;
        for (Scope s = scope; s != null; s = outer(s), level++) {
            Source source = s.source(qualifier);
            if (source != null) {
                Boolean has = source.hasColumn(column.name(), column.quoted());
                if (has == null) {
                    return ref(column, Status.UNCHECKABLE, source, level);
                }
                return ref(column, has ? Status.RESOLVED : Status.UNKNOWN_COLUMN, source, level);
            }
        }
        return ref(column, Status.UNKNOWN_QUALIFIER, null, 0);
    }

    private ColumnRef unqualified(SqlNode column, Scope scope) {
        String name = column.name();
        boolean quoted = column.quoted();
        if (clauseOf(column, scope, NodeType.ORDER) && scope.outputAlias(name) != null) {
            // ORDER BY matches output names before input columns
            return ref(column, Status.OUTPUT_ALIAS, null, 0);
        }
        int level = 0;
        for (Scope s = scope; s != null; s = outer(s), level++) {
            List<Source> candidates = new ArrayList<>(2);
            boolean unknowable = false;
            for (Source source : s.sources()) {
                Boolean has = source.hasColumn(name, quoted);
                if (has == null) {
                    unknowable = true;
                } else if (has) {
                    candidates.add(source);
                }
            }
            if (candidates.size() == 1 && candidates.get(0) instanceof DerivedSource derived && derived.countColumn(name) > 1) {
                // SELECT a FROM (SELECT * FROM x JOIN z ...) s: the derived table has two columns named a
                return new ColumnRef(column, Status.AMBIGUOUS, null, null, level, List.copyOf(candidates));
            }
            if (candidates.size() == 1 || (candidates.size() > 1 && s.isMergedColumn(name))) {
                return ref(column, Status.RESOLVED, candidates.get(0), level);
            }
            if (candidates.size() > 1) {
                return new ColumnRef(column, Status.AMBIGUOUS, null, null, level, List.copyOf(candidates));
            }
            if (unknowable) {
                return ref(column, Status.UNCHECKABLE, null, level);
            }
            if (level == 0 && (clauseOf(column, scope, NodeType.GROUP) || s.isSetOperationResult())
                    && s.outputAlias(name) != null) {
                return ref(column, Status.OUTPUT_ALIAS, null, 0);
            }
            Source wholeRow = s.source(name);
            if (wholeRow != null) {
                // SELECT t FROM t: a whole-row reference
                return ref(column, Status.RESOLVED, wholeRow, level);
            }
        }
        return ref(column, Status.UNKNOWN_COLUMN, null, 0);
    }

    /**
     * The next query level whose sources {@code scope} may see: an expression subquery sees its
     * enclosing query; a derived table or CTE body skips the level it is a FROM item of.
     */
    static Scope outer(Scope scope) {
        Scope parent = scope.parent();
        if (parent == null) {
            return null;
        }
        if (scope.seesEnclosingSources()) {
            return parent;
        }
        if (scope.kind() == Scope.Kind.ROOT) {
            return null;
        }
        return outer(parent);
    }

    /** Whether the column sits in this scope's own clause of the given type (not one of a window). */
    private static boolean clauseOf(SqlNode column, Scope scope, NodeType clause) {
        for (SqlNode n = column.parent(); n != null && n != scope.node(); n = n.parent()) {
            if (n.type() == clause && n.parent() == scope.node()) {
                return true;
            }
        }
        return false;
    }

    private static ColumnRef ref(SqlNode column, Status status, Source source, int level) {
        var catalogColumn = source instanceof TableSource table && status == Status.RESOLVED
                ? table.column(column.name(), column.quoted()) : null;
        return new ColumnRef(column, status, source, catalogColumn, level, List.of());
    }
}
