package io.nlguard.nl.values;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

import io.nlguard.guard.nl.NlTarget;

/**
 * Whether a column holds a literal, asked of the database when the value index cannot say (the column's
 * values were cut at the bound, or not read): {@code SELECT 1 FROM t WHERE col = ? LIMIT 1} on a read-only
 * connection of the target's, bounded by a query timeout.
 */
public interface LiteralProbe {

    /** Empty when the database could not say (unreachable, timed out). */
    Optional<Boolean> occurs(FilterLiteral literal);

    /** A probe that never asks: what a question without a database gets. */
    LiteralProbe NONE = literal -> Optional.empty();

    /** On a new connection of the target per probe (probes are few: the literals of two candidates). */
    static LiteralProbe of(NlTarget target) {
        return literal -> {
            String sql = "SELECT 1 FROM " + StoredNames.relation(literal.table(), true) + " WHERE "
                    + StoredNames.quoted(literal.column().name()) + " = ? LIMIT 1";
            try (Connection connection = target.open(); PreparedStatement statement = connection.prepareStatement(sql)) {
                statement.setQueryTimeout(2);
                statement.setString(1, literal.literal());
                try (ResultSet rows = statement.executeQuery()) {
                    return Optional.of(rows.next());
                }
            } catch (SQLException e) {
                return Optional.empty();
            }
        };
    }
}
