package io.nlguard.guard.rules.firewall;

import java.util.Locale;
import java.util.Set;

/**
 * Decides from its tokens whether a statement may change the database, for {@link ReadOnlyRule}. It
 * follows PostgreSQL's own read-only transactions (which refuse INSERT, UPDATE, DELETE, MERGE,
 * COPY FROM, every CREATE/ALTER/DROP, COMMENT, GRANT, REVOKE, TRUNCATE, SELECT ... FOR UPDATE,
 * nextval(), and EXPLAIN ANALYZE or EXECUTE of those) and fails closed: a statement it does not
 * know to be read-only counts as a write.
 */
final class Writes {

    /** Statements that read, or only change the session's own state. */
    private static final Set<String> READING = Set.of("SHOW", "RESET", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT",
            "RELEASE", "DEALLOCATE", "DISCARD", "LISTEN", "UNLISTEN", "NOTIFY", "FETCH", "MOVE", "CLOSE");
    private static final Set<String> ROW_WRITES = Set.of("INSERT", "UPDATE", "DELETE", "MERGE");
    private static final Set<String> SEQUENCE_WRITES = Set.of("nextval", "setval");
    private static final Set<String> TRUTHY = Set.of("on", "true", "yes", "1", "t", "y");

    private Writes() {
    }

    /** Why the statement starting at token {@code from} writes, or null when it only reads. */
    static String why(Script.Statement s, int from) {
        String first = s.word(from);
        if (READING.contains(first)) {
            return null;
        }
        return switch (first) {
            case "SELECT", "VALUES", "TABLE", "WITH" -> query(s, from);
            case "SET" -> set(s, from);
            case "BEGIN", "START" -> readWrite(s, from) ? "opens a READ WRITE transaction." : null;
            case "EXPLAIN" -> explain(s, from);
            case "DECLARE" -> inner(s, s.find(from, "FOR"));
            case "PREPARE" -> inner(s, s.find(from, "AS"));
            case "COPY" -> s.find(from, "FROM") >= 0 ? "is COPY ... FROM: it loads rows into a table." : null;
            case "INSERT", "UPDATE", "DELETE", "MERGE" -> "is " + first + ": it writes rows.";
            case "CREATE", "ALTER", "DROP", "TRUNCATE", "COMMENT", "GRANT", "REVOKE", "SECURITY", "REASSIGN", "IMPORT",
                 "REFRESH" -> "is " + first + (s.word(from + 1).isEmpty() ? "" : " " + s.word(from + 1)) + ": it changes the schema or its rights.";
            case "" -> s.size() > from ? "is not a statement nlguard knows to be read-only." : null;
            default -> "is " + first + ", which nlguard does not know to be read-only.";
        };
    }

    private static String inner(Script.Statement s, int keyword) {
        return keyword < 0 ? "is not a statement nlguard knows to be read-only." : why(s, keyword + 1);
    }

    /** SELECT, VALUES, TABLE or WITH: writes through a data-modifying CTE, SELECT INTO, row locks or sequences. */
    private static String query(Script.Statement s, int from) {
        String previous = "";
        for (int i = from; i < s.size(); i++) {
            String word = s.word(i);
            // UPDATE after FOR / KEY / DO belongs to a locking clause or ON CONFLICT, not to a statement
            if (ROW_WRITES.contains(word) && !(word.equals("UPDATE") && Set.of("FOR", "KEY", "DO").contains(previous))) {
                return "writes rows through " + word + " inside the query.";
            }
            if (word.equals("FOR") && Set.of("UPDATE", "SHARE", "NO", "KEY").contains(s.word(i + 1))) {
                return "locks rows (" + lockingClause(s, i) + "), which a read-only transaction refuses.";
            }
            String name = s.token(i).name();
            if (name != null && SEQUENCE_WRITES.contains(name) && i + 1 < s.size() && s.token(i + 1).is("(")) {
                return "calls " + name + "(), which advances a sequence.";
            }
            previous = word;
        }
        return SelectInto.createsTable(s, from) ? "is SELECT ... INTO: it creates a table." : null;
    }

    /** {@code FOR UPDATE}, {@code FOR NO KEY UPDATE}, {@code FOR KEY SHARE}... */
    private static String lockingClause(Script.Statement s, int at) {
        StringBuilder clause = new StringBuilder("FOR");
        for (int i = at + 1; i < s.size() && i <= at + 3; i++) {
            clause.append(' ').append(s.word(i));
            if (s.word(i).equals("UPDATE") || s.word(i).equals("SHARE")) {
                break;
            }
        }
        return clause.toString();
    }

    /** SET of ordinary parameters passes; leaving read-only mode does not. */
    private static String set(Script.Statement s, int from) {
        if (readWrite(s, from)) {
            return "sets the transaction to READ WRITE.";
        }
        int k = from + 1;
        if (s.word(k).equals("SESSION") || s.word(k).equals("LOCAL")) {
            k++;
        }
        String parameter = s.token(Math.min(k, s.size() - 1)).name();
        if ("transaction_read_only".equals(parameter) || "default_transaction_read_only".equals(parameter)) {
            int value = k + 2;
            String setting = value < s.size() ? s.token(value).text().replace("'", "").toLowerCase(Locale.ROOT) : "";
            return TRUTHY.contains(setting) ? null : "turns " + parameter + " off.";
        }
        return null;
    }

    private static boolean readWrite(Script.Statement s, int from) {
        for (int i = from; i + 1 < s.size(); i++) {
            if (s.word(i).equals("READ") && s.word(i + 1).equals("WRITE")) {
                return true;
            }
        }
        return false;
    }

    /** EXPLAIN only plans, unless ANALYZE makes it run the statement. */
    private static String explain(Script.Statement s, int from) {
        int i = from + 1;
        boolean analyze = false;
        if (i < s.size() && s.token(i).is("(")) {
            for (i++; i < s.size() && !s.token(i).is(")"); i++) {
                if (s.word(i).equals("ANALYZE") || s.word(i).equals("ANALYSE")) {
                    String value = s.word(i + 1);
                    analyze = !(value.equals("FALSE") || value.equals("OFF") || s.token(Math.min(i + 1, s.size() - 1)).text().equals("0"));
                }
            }
            i++;
        }
        while (Set.of("ANALYZE", "ANALYSE", "VERBOSE").contains(s.word(i))) {
            analyze |= !s.word(i).equals("VERBOSE");
            i++;
        }
        if (!analyze) {
            return null;
        }
        String inner = why(s, i);
        return inner == null ? null : "is EXPLAIN ANALYZE, which runs the statement, and the statement " + inner;
    }
}
