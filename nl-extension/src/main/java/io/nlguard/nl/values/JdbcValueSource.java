package io.nlguard.nl.values;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.nl.NlTarget;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Values read over JDBC, one statement per text column on one connection of the source's own (never the
 * application's: its transaction, autocommit and search path are not touched), closed at the end:
 * <pre>
 * SELECT DISTINCT v FROM (SELECT "col" AS v FROM "schema"."table" WHERE "col" IS NOT NULL LIMIT scanRows) s
 *  WHERE length(v) &lt;= maxLength LIMIT perColumn
 * </pre>
 * The inner {@code LIMIT} bounds the rows read on a large table to a prefix of it; each statement has a
 * query timeout, and the read stops at the budget. The SQL is PostgreSQL's and SQLite's alike.
 */
public final class JdbcValueSource implements ValueSource {

    private static final Logger LOG = LoggerFactory.getLogger(JdbcValueSource.class);

    /** Opens the connection the values are read on; the source closes it. */
    @FunctionalInterface
    public interface Connector {
        Connection open() throws SQLException;
    }

    private final Connector connector;
    private final boolean qualifyTables;

    /**
     * @param qualifyTables whether tables are named with their schema (PostgreSQL), or alone (SQLite,
     *                      whose catalogs come from tables.json)
     */
    public JdbcValueSource(Connector connector, boolean qualifyTables) {
        this.connector = connector;
        this.qualifyTables = qualifyTables;
    }

    /**
     * Over a question's target: {@link NlTarget#open()} gives a new connection whose session is read-only
     * for PostgreSQL ({@code default_transaction_read_only}), apart from the application's.
     */
    public static JdbcValueSource of(NlTarget target) {
        return new JdbcValueSource(target::open, true);
    }

    @Override
    public CatalogValues read(Catalog catalog, ValueBounds bounds) throws SQLException {
        List<ColumnValues> wanted = TextColumns.of(catalog);
        if (wanted.isEmpty() || bounds.perColumn() == 0) {
            return CatalogValues.NONE;
        }
        long deadline = System.nanoTime() + bounds.budget().toNanos();
        List<ColumnValues> read = new ArrayList<>();
        int skipped = 0;
        int total = 0;
        try (Connection connection = connector.open()) {
            for (ColumnValues column : wanted) {
                if (read.size() >= bounds.maxColumns() || total >= bounds.maxValues() || System.nanoTime() > deadline) {
                    skipped++;
                    continue;
                }
                try {
                    List<String> values = values(connection, column, Math.min(bounds.perColumn(),
                            bounds.maxValues() - total), bounds);
                    total += values.size();
                    read.add(new ColumnValues(column.table(), column.column(), values));
                } catch (SQLException e) {
                    skipped++;
                    LOG.debug("values of {}.{} not read: {} {}", column.table().name(), column.column().name(),
                            e.getSQLState(), e.getMessage());
                }
            }
        }
        if (skipped > 0) {
            LOG.debug("{} of {} text columns not read (failed, timed out, or past the budget of {})", skipped,
                    wanted.size(), bounds.budget());
        }
        return new CatalogValues(read, skipped);
    }

    private List<String> values(Connection connection, ColumnValues column, int most, ValueBounds bounds)
            throws SQLException {
        String sql = sql(column.table(), column.column().name(), bounds);
        List<String> values = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(Math.max(1, (int) bounds.statementTimeout().toSeconds()));
            statement.setMaxRows(most);
            statement.setFetchSize(Math.min(most, 1000));
            try (ResultSet rows = statement.executeQuery(sql)) {
                while (rows.next()) {
                    String value = rows.getString(1);
                    if (value != null && !value.isBlank()) {
                        values.add(value);
                    }
                }
            }
        }
        return values;
    }

    String sql(Table table, String column, ValueBounds bounds) {
        String relation = StoredNames.relation(table, qualifyTables);
        String col = StoredNames.quoted(column);
        return "SELECT DISTINCT v FROM (SELECT " + col + " AS v FROM " + relation + " WHERE " + col
                + " IS NOT NULL LIMIT " + bounds.scanRows() + ") s WHERE length(v) <= " + bounds.maxLength()
                + " LIMIT " + bounds.perColumn();
    }
}
