package io.nlguard.guard.rules.firewall;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.table-policy}: references to tables on {@code nlguard.tables.deny}, or missing from
 * {@code nlguard.tables.allow} when that list is set. Entries are {@code table} (any schema) or
 * {@code schema.table} (an unqualified reference matches when the schema is on the search path);
 * matching ignores case. A name that resolves to a CTE where it stands (scope resolution decides, as
 * PostgreSQL does) is not a table; any other name is, the ones a statement creates or drops included.
 * System catalogs may always be read, whatever the allow list says; deny entries apply to them too.
 * Unparsed strings are judged on the names that follow FROM, JOIN, INTO, UPDATE, TABLE, TRUNCATE and
 * COPY, CTE names included: without a tree the guard cannot tell a CTE from a table, so it blocks.
 */
public final class TablePolicyRule extends FirewallRule {

    private static final Set<String> TABLE_KEYWORDS = Set.of("FROM", "JOIN", "INTO", "UPDATE", "TABLE", "TRUNCATE", "COPY", "ONLY");
    private static final Set<String> WRITING_KEYWORDS = Set.of("INSERT", "UPDATE", "DELETE", "MERGE", "TRUNCATE", "COPY",
            "CREATE", "ALTER", "DROP");

    public TablePolicyRule() {
        super("table-policy", Severity.BLOCK,
                "Tables on nlguard.tables.deny, or not on nlguard.tables.allow when it is set (system catalogs may always be read).");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        RulePolicy policy = context.policy();
        if (policy.allowTables().isEmpty() && policy.denyTables().isEmpty()) {
            return;
        }
        if (!context.isParsed()) {
            checkTokens(context);
            return;
        }
        for (SqlTree tree : context.statements()) {
            Scopes scopes = context.scopes(tree);
            for (SqlNode table : tree.nodesOf(NodeType.TABLE)) {
                if (scopes.namesCte(table)) {
                    // what the CTE reads is checked where its body names it
                    continue;
                }
                String why = why(context, SystemCatalog.schemaOf(table), table.name(), SystemCatalog.isSystemTable(table), isWritten(table));
                if (why != null) {
                    report(context, table, why, "Query only the tables the policy allows, or ask the operator to change nlguard.tables.*.");
                }
            }
        }
    }

    /** Why the reference breaks the policy, or null. */
    private static String why(RuleContext context, String schema, String name, boolean system, boolean written) {
        RulePolicy policy = context.policy();
        String shown = (schema == null ? "" : schema + ".") + name;
        if (matchesAny(context, policy.denyTables(), schema, name)) {
            return "references " + shown + ", which nlguard.tables.deny forbids.";
        }
        if (!policy.allowTables().isEmpty() && !(system && !written) && !matchesAny(context, policy.allowTables(), schema, name)) {
            return "references " + shown + ", which is not on nlguard.tables.allow.";
        }
        return null;
    }

    private static boolean matchesAny(RuleContext context, Set<String> entries, String schema, String name) {
        String table = fold(name);
        String qualifier = schema == null ? null : fold(schema);
        for (String entry : entries) {
            String wanted = fold(entry);
            int dot = wanted.lastIndexOf('.');
            if (dot < 0) {
                if (wanted.equals(table)) {
                    return true;
                }
                continue;
            }
            String wantedSchema = wanted.substring(0, dot);
            if (!wanted.substring(dot + 1).equals(table)) {
                continue;
            }
            if (qualifier != null ? qualifier.equals(wantedSchema) : onSearchPath(context, wantedSchema)) {
                return true;
            }
        }
        return false;
    }

    private static boolean onSearchPath(RuleContext context, String schema) {
        for (String entry : context.catalog().searchPath()) {
            if (fold(entry).equals(schema)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isWritten(SqlNode table) {
        SqlNode parent = table.parent();
        return table.role() == Role.TARGET && parent != null && parent.type().writesTarget();
    }

    private void checkTokens(RuleContext context) {
        for (Script.Statement statement : Script.of(context)) {
            List<SqlToken> code = statement.code();
            boolean written = WRITING_KEYWORDS.contains(statement.word(statement.lead()));
            for (int i = 1; i < code.size(); i++) {
                if (!TABLE_KEYWORDS.contains(code.get(i - 1).keyword()) || !isName(code.get(i)) || TABLE_KEYWORDS.contains(code.get(i).keyword())) {
                    continue;
                }
                boolean qualified = i + 2 < code.size() && code.get(i + 1).is(".") && isName(code.get(i + 2));
                String schema = qualified ? code.get(i).name() : null;
                String name = qualified ? code.get(i + 2).name() : code.get(i).name();
                int after = qualified ? i + 3 : i + 1;
                if (after < code.size() && code.get(after).is("(") && !code.get(i - 1).isWord("INTO") && !code.get(i - 1).isWord("TABLE")) {
                    continue; // a function in FROM, not a table
                }
                boolean system = schema != null ? Catalog.isSystemSchema(schema) : name.startsWith("pg_");
                String why = why(context, schema, name, system, written);
                if (why != null) {
                    report(context, "Table(" + name + ")", code.get(i), why,
                            "Query only the tables the policy allows, or ask the operator to change nlguard.tables.*.");
                }
            }
        }
    }

    private static boolean isName(SqlToken token) {
        return token.kind() == Kind.WORD || token.kind() == Kind.QUOTED_IDENTIFIER;
    }

    private static String fold(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
