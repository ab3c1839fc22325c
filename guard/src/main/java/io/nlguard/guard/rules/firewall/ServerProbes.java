package io.nlguard.guard.rules.firewall;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * What in a statement reads the server's secrets or fingerprints it: password hashes
 * ({@code pg_shadow}, {@code pg_authid}, {@code pg_user.passwd}, {@code pg_roles.rolpassword}), the
 * server's version, address, port and file paths ({@code version()}, {@code inet_server_addr()},
 * {@code current_setting('data_directory')}), and fingerprint calls sliced character by character
 * ({@code ascii(substring(current_database(),1,1))}), the probe of blind injection. Reading files
 * ({@code pg_read_file}) is {@code firewall.dangerous-function}'s, everywhere.
 */
final class ServerProbes {

    /** Relations holding password hashes or the server's access configuration. */
    private static final Set<String> SECRET_RELATIONS = union(SystemCatalog.PASSWORD_RELATIONS,
            Set.of("pg_hba_file_rules", "pg_ident_file_mappings", "pg_file_settings"));

    /** Password columns of the system views anyone may read, by view. */
    private static final Map<String, String> PASSWORD_COLUMNS = Map.of("pg_user", "passwd", "pg_roles", "rolpassword");

    /** Calls that say which server, where and which version: nothing a query over user tables needs. */
    private static final Set<String> SERVER_CALLS = Set.of("version", "inet_server_addr", "inet_server_port",
            "pg_postmaster_start_time", "pg_conf_load_time", "pg_current_logfile");

    /** Settings that reveal the server's version, files, paths or network; {@code app.*} settings (row-level security) are not. */
    private static final Set<String> SERVER_SETTINGS = Set.of("data_directory", "config_file", "hba_file", "ident_file",
            "port", "listen_addresses", "unix_socket_directories", "server_version", "server_version_num",
            "log_directory", "external_pid_file", "ssl_cert_file", "ssl_key_file", "ssl_ca_file",
            "shared_preload_libraries", "dynamic_library_path", "cluster_name", "krb_server_keyfile", "data_directory_mode");

    /** Functions that take a string apart or measure it: around a fingerprint, a blind probe. */
    private static final Set<String> SLICING_CALLS = Set.of("substr", "substring", "ascii", "left", "right", "length",
            "char_length", "character_length", "octet_length", "bit_length", "strpos", "position", "split_part", "get_byte",
            "mid", "ord");

    private ServerProbes() {
    }

    /** What the node reads of the server ("reads the password hashes in pg_shadow"), or null. */
    static String probe(Scopes scopes, SqlNode node) {
        return switch (node.type()) {
            case TABLE -> secretRelation(scopes, node);
            case COLUMN -> passwordColumn(scopes, node);
            case FUNCTION -> serverCall(node);
            default -> null;
        };
    }

    private static String secretRelation(Scopes scopes, SqlNode table) {
        String name = lower(table.name());
        if (SECRET_RELATIONS.contains(name) && SystemCatalog.isSystemTable(table) && !scopes.namesCte(table)) {
            return "reads " + name + " (password hashes or the server's access configuration)";
        }
        return null;
    }

    /** {@code passwd} of {@code pg_user}, {@code rolpassword} of {@code pg_roles}, as the scope resolves the reference. */
    private static String passwordColumn(Scopes scopes, SqlNode column) {
        String name = lower(column.name());
        if (!PASSWORD_COLUMNS.containsValue(name)) {
            return null;
        }
        ColumnRef ref = scopes.column(column);
        if (ref == null) {
            return null;
        }
        if (ref.source() != null) {
            return passwordOf(ref.source(), name);
        }
        if (ref.status() == ColumnRef.Status.UNCHECKABLE && column.child(Role.QUALIFIER) == null) {
            // the system views' columns are not in the catalog: any pg_user or pg_roles in the reference's scope may own it
            for (Source source : scopes.scopeOf(column).sources()) {
                String why = passwordOf(source, name);
                if (why != null) {
                    return why;
                }
            }
        }
        return null;
    }

    private static String passwordOf(Source source, String column) {
        if (source instanceof TableSource table && SystemCatalog.isSystemTable(table.node())
                && column.equals(PASSWORD_COLUMNS.get(lower(table.node().name())))) {
            return "reads the password column " + table.node().name() + "." + column;
        }
        return null;
    }

    private static String serverCall(SqlNode call) {
        String name = SystemCatalog.functionName(call);
        if (SERVER_CALLS.contains(name)) {
            return "calls " + name + "() (a server fingerprint)";
        }
        if (name.equals("current_setting")) {
            SqlNode setting = firstArgument(call);
            if (setting == null || setting.type() != NodeType.LITERAL) {
                return "calls current_setting() with a computed setting name, which may read any server setting";
            }
            String value = lower(setting.name());
            return SERVER_SETTINGS.contains(value) ? "reads the server setting " + value + " with current_setting()" : null;
        }
        if (SLICING_CALLS.contains(name)) {
            SqlNode sliced = firstArgument(call);
            if (sliced != null && SystemCatalog.isFingerprint(sliced)) {
                return "takes " + sliced.name() + (sliced.type() == NodeType.FUNCTION ? "()" : "") + " apart with " + name
                        + "() (the character-by-character probe of blind injection)";
            }
        }
        return null;
    }

    private static SqlNode firstArgument(SqlNode call) {
        for (SqlNode child : call.children()) {
            if (child.role() == Role.ITEM) {
                return child;
            }
        }
        return null;
    }

    static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }

    private static String lower(String name) {
        return name == null ? "" : name.toLowerCase(Locale.ROOT);
    }
}
