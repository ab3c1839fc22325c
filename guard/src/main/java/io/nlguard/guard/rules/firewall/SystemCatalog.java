package io.nlguard.guard.rules.firewall;

import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** What belongs to PostgreSQL itself: system schemas and tables, and the calls that fingerprint a server. */
public final class SystemCatalog {

    /** Calls an attacker uses to learn what server and account he reached. */
    static final Set<String> FINGERPRINT_FUNCTIONS = Set.of("version", "current_database", "current_schema",
            "current_schemas", "current_user", "session_user", "current_setting", "inet_server_addr",
            "inet_server_port", "inet_client_addr", "pg_backend_pid", "pg_postmaster_start_time", "has_database_privilege",
            "pg_has_role", "current_query");

    /** The relations holding the roles' password hashes. */
    static final Set<String> PASSWORD_RELATIONS = Set.of("pg_shadow", "pg_authid");

    /** Reserved words PostgreSQL evaluates like calls without parentheses; the parser sees columns. */
    static final Set<String> FINGERPRINT_KEYWORDS = Set.of("user", "current_user", "session_user", "current_role",
            "current_catalog", "current_schema");

    private SystemCatalog() {
    }

    /** Whether a Table node names a system relation: in pg_catalog or information_schema, or an unqualified pg_* name. */
    public static boolean isSystemTable(SqlNode table) {
        SqlNode schema = table.child(Role.SCHEMA);
        if (schema != null) {
            return Catalog.isSystemSchema(schema.name());
        }
        return table.name() != null && table.name().toLowerCase(Locale.ROOT).startsWith("pg_");
    }

    /** The schema a Table node names, or null. */
    static String schemaOf(SqlNode table) {
        SqlNode schema = table.child(Role.SCHEMA);
        return schema == null ? null : schema.name();
    }

    /** A call's name without its schema: {@code pg_catalog.pg_sleep} gives {@code pg_sleep}. */
    static String functionName(SqlNode call) {
        String name = call.name() == null ? "" : call.name().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }

    /** Whether the call or unparenthesised keyword reveals the server, account or database. */
    static boolean isFingerprint(SqlNode node) {
        if (node.type() == NodeType.FUNCTION) {
            return FINGERPRINT_FUNCTIONS.contains(functionName(node));
        }
        return node.type() == NodeType.COLUMN && !node.quoted() && node.child(Role.QUALIFIER) == null
                && FINGERPRINT_KEYWORDS.contains(node.name().toLowerCase(Locale.ROOT));
    }

    /**
     * Whether the statement reads system relations and nothing else: the metadata queries JDBC
     * drivers and database tools send ({@code pg_catalog.pg_class}, {@code pg_get_keywords()}).
     */
    static boolean readsOnlySystem(SqlTree tree, Scopes scopes) {
        boolean system = false;
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.TABLE) {
                if (!isSystemTable(node) && !scopes.namesCte(node)) {
                    return false;
                }
                system |= isSystemTable(node);
            } else if (node.type() == NodeType.FUNCTION && node.parent() != null && node.parent().type() == NodeType.FROM) {
                system |= functionName(node).startsWith("pg_") || node.name().startsWith("pg_catalog.");
            }
        }
        return system;
    }
}
