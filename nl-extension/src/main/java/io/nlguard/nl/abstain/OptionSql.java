package io.nlguard.nl.abstain;

import java.util.Optional;

/**
 * One option of a clarification with the SQL it would run: the query that won when the question was generated
 * with the option chosen (one candidate, the same guard and evaluation), or none when no query passed.
 */
public record OptionSql(String option, Optional<String> sql) {

    static final String NO_SQL = "(no SQL passed the guard)";

    /** {@code orders.total → SELECT ...} on one line. */
    String line() {
        return option + " → " + sql.map(s -> s.strip().replaceAll("\\s+", " ")).orElse(NO_SQL);
    }
}
