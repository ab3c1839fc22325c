package io.nlguard.guard.rules.firewall;

import java.util.Set;

/**
 * Finds {@code SELECT ... INTO name} in a statement's tokens: PostgreSQL creates the table, so it is DDL
 * ({@link DdlRule}) and a write ({@link Writes}). Tokens, not the tree, so unparsed text is judged too.
 */
final class SelectInto {

    /** Statements a SELECT ... INTO can lead: a query, possibly after its WITH list. */
    private static final Set<String> QUERY_LEADS = Set.of("SELECT", "WITH");
    /** INTO after these words is the target of a row write, not a new table. */
    private static final Set<String> ROW_WRITE_VERBS = Set.of("INSERT", "MERGE");

    private SelectInto() {
    }

    /** Whether the statement starting at token {@code from} is a SELECT ... INTO at its top level. */
    static boolean createsTable(Script.Statement s, int from) {
        if (!QUERY_LEADS.contains(s.word(from))) {
            return false;
        }
        for (int into = s.find(from, "INTO"); into >= 0; into = s.find(into + 1, "INTO")) {
            if (!ROW_WRITE_VERBS.contains(s.word(into - 1))) {
                return true;
            }
        }
        return false;
    }
}
