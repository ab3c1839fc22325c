package io.nlguard.guard.rules.firewall;

import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;

/**
 * {@code firewall.dangerous-statement}: statements that reach outside the database or change who is
 * acting: {@code COPY ... PROGRAM}, {@code COPY} to or from a server file, {@code ALTER SYSTEM},
 * {@code SET ROLE}, {@code SET SESSION AUTHORIZATION}, {@code CREATE EXTENSION}, {@code CREATE LANGUAGE},
 * {@code LOAD}, {@code DO} blocks, functions in untrusted languages (plpythonu, C...), granting
 * SUPERUSER or the server-file roles. Matched on each statement's tokens, since the parser rejects
 * several of these; reported on the statement's node when the string parsed.
 *
 * <p>Left alone on purpose: {@code COPY ... FROM STDIN / TO STDOUT} (the client side of COPY, as
 * pgjdbc's CopyManager uses it), and what only returns to the login role: {@code RESET ROLE},
 * {@code SET ROLE NONE}, {@code SET SESSION AUTHORIZATION DEFAULT}, and {@code SET ROLE} or
 * {@code SET SESSION AUTHORIZATION} naming the role the connection logged in as (Flyway restores its
 * connections with {@code SET ROLE '<current user>'}).
 */
public final class DangerousStatementRule extends FirewallRule {

    private static final Set<String> UNTRUSTED_LANGUAGES = Set.of("c", "internal", "plpythonu", "plpython2u", "plpython3u",
            "plperlu", "pltclu", "plsh", "plr", "pljavau");
    private static final Set<String> SERVER_ROLES = Set.of("PG_EXECUTE_SERVER_PROGRAM", "PG_READ_SERVER_FILES",
            "PG_WRITE_SERVER_FILES");

    public DangerousStatementRule() {
        super("dangerous-statement", Severity.BLOCK,
                "COPY to/from a program or server file, ALTER SYSTEM, SET ROLE/SESSION AUTHORIZATION, CREATE EXTENSION, LOAD, DO, untrusted-language functions.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        for (Script.Statement statement : Script.of(context)) {
            String why = why(statement, context.loginRole());
            if (why != null) {
                report(context, statement, why, fix(statement.word(statement.lead())));
            }
        }
    }

    private static String why(Script.Statement s, String loginRole) {
        int lead = s.lead();
        String first = s.word(lead);
        String second = s.word(lead + 1);
        return switch (first) {
            case "COPY" -> copy(s, lead);
            case "ALTER" -> second.equals("SYSTEM") ? "is ALTER SYSTEM: it rewrites the server-wide configuration."
                    : grantsSuperuser(s, lead);
            case "SET" -> set(s, lead, loginRole);
            case "LOAD" -> "is LOAD: it loads a shared library into the server process.";
            case "DO" -> "is a DO block: anonymous procedural code the guard cannot inspect.";
            case "CREATE" -> create(s, lead);
            case "GRANT" -> grantsServerRole(s, lead);
            default -> null;
        };
    }

    private static String copy(Script.Statement s, int lead) {
        int direction = s.find(lead + 1, "TO", "FROM");
        if (direction < 0 || direction + 1 >= s.size()) {
            return null;
        }
        SqlToken target = s.token(direction + 1);
        String verb = s.word(direction).equals("TO") ? "writes to" : "reads from";
        if (target.isWord("PROGRAM")) {
            return "is COPY ... " + s.word(direction) + " PROGRAM: it runs a shell command on the database server.";
        }
        if (target.kind() == Kind.STRING) {
            return "is COPY ... " + s.word(direction) + " " + target.text() + ": it " + verb + " a file on the database server.";
        }
        return null;
    }

    private static String set(Script.Statement s, int lead, String loginRole) {
        int k = lead + 1;
        if (s.word(k).equals("SESSION") && s.word(k + 1).equals("AUTHORIZATION")) {
            return authorization(s, k + 2, loginRole);
        }
        if (s.word(k).equals("SESSION") || s.word(k).equals("LOCAL")) {
            k++;
        }
        if (s.word(k).equals("ROLE")) {
            return returnsToLogin(s, k + 1, loginRole) ? null
                    : "is SET ROLE: it changes the role the session acts as" + allowed(loginRole);
        }
        if (s.word(k).equals("SESSION") && s.word(k + 1).equals("AUTHORIZATION")) {
            return authorization(s, k + 2, loginRole);
        }
        if (s.word(k).equals("SESSION_AUTHORIZATION")) { // the same setting by its own name: SET session_authorization = bob
            return authorization(s, k + 1, loginRole);
        }
        return null;
    }

    private static String authorization(Script.Statement s, int argument, String loginRole) {
        return returnsToLogin(s, argument, loginRole) ? null
                : "is SET SESSION AUTHORIZATION: it changes the user the session acts as" + allowed(loginRole);
    }

    /**
     * Whether the value from {@code at} on ({@code role}, {@code 'role'}, {@code "Role"}, after an optional
     * {@code TO} or {@code =}, and nothing after it) only returns to the login role: {@code NONE} or
     * {@code DEFAULT}, or the login role itself, compared as PostgreSQL reads the name.
     */
    private static boolean returnsToLogin(Script.Statement s, int at, String loginRole) {
        int v = at < s.size() && (s.word(at).equals("TO") || s.token(at).is("=")) ? at + 1 : at;
        if (v != s.size() - 1) {
            return false;
        }
        SqlToken value = s.token(v);
        if (value.isWord("DEFAULT")) {
            return true;
        }
        String role = value.kind() == Kind.STRING ? value.plainStringValue() : value.name();
        return role != null && (role.equals("none") || role.equals(loginRole));
    }

    private static String allowed(String loginRole) {
        return loginRole == null ? "." : "; only a return to the login role " + loginRole + " (or NONE) is allowed.";
    }

    private static String create(Script.Statement s, int lead) {
        int k = lead + 1;
        while (Set.of("OR", "REPLACE", "TRUSTED", "PROCEDURAL").contains(s.word(k))) {
            k++;
        }
        switch (s.word(k)) {
            case "EXTENSION" -> {
                return "is CREATE EXTENSION: extension code runs inside the server, often with file or network access.";
            }
            case "LANGUAGE" -> {
                return "is CREATE LANGUAGE: it installs a procedural language handler in the server.";
            }
            case "FUNCTION", "PROCEDURE" -> {
                int language = s.find(k, "LANGUAGE");
                String name = language < 0 || language + 1 >= s.size() ? null : languageName(s.token(language + 1));
                return name != null && UNTRUSTED_LANGUAGES.contains(name)
                        ? "defines a function in the untrusted language " + name + ": its code runs with the server's operating-system rights."
                        : null;
            }
            case "ROLE", "USER" -> {
                return grantsSuperuser(s, lead);
            }
            default -> {
                return null;
            }
        }
    }

    private static String languageName(SqlToken token) {
        if (token.kind() == Kind.STRING && token.text().length() >= 2) {
            return token.text().substring(1, token.text().length() - 1).toLowerCase(Locale.ROOT);
        }
        return token.name();
    }

    private static String grantsSuperuser(Script.Statement s, int lead) {
        String object = s.word(lead + 1);
        boolean role = object.equals("ROLE") || object.equals("USER");
        return role && s.find(lead, "SUPERUSER") >= 0 ? "gives a role SUPERUSER: every check in the server stops applying to it." : null;
    }

    private static String grantsServerRole(Script.Statement s, int lead) {
        for (int i = lead + 1; i < s.size(); i++) {
            if (SERVER_ROLES.contains(s.word(i))) {
                return "grants " + s.token(i).text() + ": it lets a role read or write server files or run programs.";
            }
        }
        return null;
    }

    private static String fix(String keyword) {
        return switch (keyword) {
            case "COPY" -> "Use COPY ... FROM STDIN / TO STDOUT (pgjdbc's CopyManager) so the data passes through the client.";
            case "SET" -> "Connect as the role you need; role changes belong to the connection's configuration, not to queries.";
            default -> "Run it from an administrative session, not through the guarded connection.";
        };
    }
}
