package io.nlguard.model.load;

/**
 * A foreign key after the load: declared either way; {@code valid} when the rows satisfy it, otherwise
 * kept {@code NOT VALID} with PostgreSQL's reason.
 *
 * @param table      the referencing table, as PostgreSQL stores it
 * @param definition {@code FOREIGN KEY (...) REFERENCES ...(...)}
 * @param valid      whether every row satisfies it
 * @param violation  PostgreSQL's message for the first violating row, empty when valid
 */
public record ForeignKeyCheck(String table, String definition, boolean valid, String violation) {
}
