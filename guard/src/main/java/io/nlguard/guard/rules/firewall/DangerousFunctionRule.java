package io.nlguard.guard.rules.firewall;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.dangerous-function}: calls that stall the server, touch its file system, reach
 * other servers, kill sessions or change settings: {@code pg_sleep*}, {@code pg_read_file},
 * {@code pg_ls_*dir}, {@code lo_import}/{@code lo_export}, {@code dblink*}, {@code pg_terminate_backend},
 * {@code set_config} on role or read-only settings... Read from the tree, and from tokens (a word
 * followed by {@code (}) for unparsed strings and for calls the tree does not model (inside JSON
 * operators, for instance).
 *
 * <p>{@code lo_from_bytea} is left out: it only writes a large object inside the database; the step
 * that reaches the file system is {@code lo_export}, which is caught.
 */
public final class DangerousFunctionRule extends FirewallRule {

    /** Settings whose change escalates privileges or lifts a protection; others are ordinary session settings. */
    private static final Set<String> SENSITIVE_SETTINGS = Set.of("role", "session_authorization", "transaction_read_only",
            "default_transaction_read_only", "session_replication_role", "row_security", "allow_system_table_mods",
            "transaction_isolation");

    /** Words after which {@code name(} defines or names an object rather than calling a function. */
    private static final Set<String> DEFINING_WORDS = Set.of("TABLE", "INTO", "FUNCTION", "PROCEDURE", "VIEW", "INDEX",
            "ON", "EXISTS", "TYPE", "TRIGGER", "AGGREGATE", "ROUTINE");

    public DangerousFunctionRule() {
        super("dangerous-function", Severity.BLOCK,
                "Calls to pg_sleep, pg_read_file, pg_ls_dir, lo_import/lo_export, dblink, pg_terminate_backend, set_config(role...) and kin.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    /** Why calling {@code name} is dangerous, or null when it is not on the list. */
    static String danger(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.startsWith("pg_sleep")) {
            return "stalls the server session (time-based blind injection, denial of service)";
        }
        if (n.equals("pg_read_file") || n.equals("pg_read_binary_file") || n.equals("pg_stat_file")
                || (n.startsWith("pg_ls_") && n.endsWith("dir")) || n.equals("pg_logdir_ls")) {
            return "reads or lists files on the database server";
        }
        if (n.startsWith("pg_file_")) {
            return "writes, renames or deletes files on the database server (adminpack)";
        }
        if (n.equals("lo_import") || n.equals("lo_export")) {
            return "copies a server file into or out of a large object";
        }
        if (n.equals("dblink") || n.startsWith("dblink_")) {
            return "opens a connection to another database from inside the server, out of the guard's sight";
        }
        if (n.equals("pg_terminate_backend") || n.equals("pg_cancel_backend")) {
            return "kills or cancels other sessions";
        }
        if (n.equals("pg_reload_conf") || n.equals("pg_rotate_logfile") || n.equals("pg_promote")) {
            return "reloads the server configuration, rotates its log or promotes it";
        }
        if (n.equals("set_config")) {
            return "changes a session setting that lifts a protection (the function form of SET ROLE or of leaving read-only)";
        }
        return null;
    }

    @Override
    public void check(RuleContext context) {
        Set<String> seen = new HashSet<>();
        for (SqlTree tree : context.statements()) {
            for (SqlNode node : tree.nodes()) {
                if (node.type() != NodeType.FUNCTION && node.type() != NodeType.AGGREGATE) {
                    continue;
                }
                String name = SystemCatalog.functionName(node);
                String danger = danger(name);
                if (danger != null && !(name.equals("set_config") && isOrdinarySetting(firstArgument(node)))) {
                    seen.add(node.position());
                    report(context, node, "calls " + name + "(), which " + danger + ".", fix(name));
                }
            }
        }
        checkTokens(context, seen);
    }

    /** Calls the tree does not show: all of them when the string did not parse. */
    private void checkTokens(RuleContext context, Set<String> seen) {
        for (Script.Statement statement : Script.of(context)) {
            List<SqlToken> code = statement.code();
            for (int i = 0; i + 1 < code.size(); i++) {
                SqlToken word = code.get(i);
                if (word.kind() != Kind.WORD || !code.get(i + 1).is("(")) {
                    continue;
                }
                int start = i >= 2 && code.get(i - 1).is(".") ? i - 2 : i;
                String before = start > 0 ? code.get(start - 1).keyword() : "";
                String name = word.name();
                String danger = danger(name);
                if (danger == null || DEFINING_WORDS.contains(before) || seen.contains(code.get(start).position())) {
                    continue;
                }
                SqlToken argument = i + 2 < code.size() ? code.get(i + 2) : null;
                if (name.equals("set_config") && argument != null && argument.kind() == Kind.STRING
                        && isOrdinarySetting(stringValue(argument))) {
                    continue;
                }
                seen.add(code.get(start).position());
                report(context, "Anonymous(" + name + ")", code.get(start), "calls " + name + "(), which " + danger + ".", fix(name));
            }
        }
    }

    private static String fix(String name) {
        return name.equals("set_config")
                ? "Use SET for ordinary settings; role and read-only changes belong to the connection's configuration, not to queries."
                : "Remove the call; if an operator needs " + name + "(), run it from an administrative session, not through the guarded connection.";
    }

    /** The literal first argument of a call, or null when it is not a literal. */
    private static String firstArgument(SqlNode call) {
        for (SqlNode child : call.children()) {
            if (child.role() == Role.ITEM) {
                return child.type() == NodeType.LITERAL ? child.name() : null;
            }
        }
        return null;
    }

    private static boolean isOrdinarySetting(String setting) {
        return setting != null && !SENSITIVE_SETTINGS.contains(setting.trim().toLowerCase(Locale.ROOT));
    }

    private static String stringValue(SqlToken string) {
        String text = string.text();
        return text.length() >= 2 && text.startsWith("'") && text.endsWith("'") ? text.substring(1, text.length() - 1) : null;
    }
}
