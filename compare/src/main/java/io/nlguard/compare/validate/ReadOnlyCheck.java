package io.nlguard.compare.validate;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Decides from the guard's statement tree whether a text may run in the sandbox: exactly one
 * query that only reads. It fails closed: text that does not parse, a script, any statement other
 * than a query, a data-modifying WITH, {@code SELECT ... INTO}, a locking clause ({@code FOR UPDATE},
 * {@code FOR SHARE}), and calls whose effect a rollback does not undo (sequences, session-level
 * advisory locks, dblink, server files, other sessions, server configuration) are refused before
 * anything reaches the database. Everything else a query might still change (a volatile function
 * that writes) is stopped by the read-only transaction and undone by the rollback.
 */
public final class ReadOnlyCheck {

    /** Functions whose effect outlives the sandbox's rollback, by their unqualified lower-case name. */
    private static final Set<String> LASTING_EFFECTS = Set.of("nextval", "setval", "pg_advisory_lock",
            "pg_advisory_lock_shared", "pg_try_advisory_lock", "pg_try_advisory_lock_shared", "lo_export",
            "lo_import", "pg_terminate_backend", "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile",
            "pg_promote", "pg_switch_wal", "pg_create_restore_point", "pg_notify");

    private ReadOnlyCheck() {
    }

    /** Why {@code parsed} must not run, in words that complete "the statement ...", or null when it may. */
    public static String whyRefused(ParseResult parsed) {
        if (parsed instanceof ParseFailure failure) {
            return "did not parse (" + failure.message() + "), so nlguard cannot tell that it only reads";
        }
        List<SqlTree> statements = ((ParsedSql) parsed).statements();
        if (statements.isEmpty()) {
            return "is empty";
        }
        if (statements.size() > 1) {
            return "holds " + statements.size() + " statements; the sandbox runs a single query";
        }
        SqlTree tree = statements.get(0);
        if (!isQuery(tree.root())) {
            return "is " + tree.root().describe() + ", not a query; the sandbox runs queries only";
        }
        for (SqlNode node : tree.nodes()) {
            String why = why(node);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    private static boolean isQuery(SqlNode root) {
        return root.type().isQuery() || root.type() == NodeType.SUBQUERY
                || (root.type() == NodeType.OTHER && root.ast() instanceof Select); // TABLE t
    }

    private static String why(SqlNode node) {
        NodeType type = node.type();
        if (type.isWrite() || type.isDdl() || type == NodeType.COMMAND) {
            return "contains " + node.describe() + ", which changes the database";
        }
        if (node.ast() instanceof WithItem<?> item && !(item.getStatement() instanceof ParenthesedSelect)) {
            return "has a data-modifying WITH query (" + item.getAlias() + ")";
        }
        if (node.ast() instanceof PlainSelect select && (hasItems(select.getIntoTables())
                || select.getIntoTempTable() != null || select.getMySqlSelectIntoClause() != null)) {
            return "is SELECT ... INTO, which creates a table";
        }
        if (node.ast() instanceof Select select && (select.getForMode() != null || select.getForUpdateTable() != null)) {
            return "locks rows (FOR " + select.getForMode() + "), which a read-only sandbox does not do";
        }
        if ((type == NodeType.FUNCTION || type == NodeType.AGGREGATE) && node.name() != null) {
            String name = unqualified(node.name());
            if (LASTING_EFFECTS.contains(name) || name.startsWith("dblink") || name.startsWith("pg_file_")) {
                return "calls " + name + "(), whose effect a rollback does not undo";
            }
        }
        return null;
    }

    private static boolean hasItems(List<?> list) {
        return list != null && !list.isEmpty();
    }

    private static String unqualified(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        return dot < 0 ? lower : lower.substring(dot + 1);
    }
}
