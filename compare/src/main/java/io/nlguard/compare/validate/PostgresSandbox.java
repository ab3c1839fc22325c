package io.nlguard.compare.validate;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * The {@link ExecutionAdapter} for PostgreSQL over a plain JDBC connection the caller owns. Each call
 * is one sandboxed transaction:
 * <ol>
 *   <li>the statement is parsed (or its caller's parse reused) and checked by {@link ReadOnlyCheck}; a
 *       refused one is never sent;</li>
 *   <li>autocommit goes off and the transaction is made {@code READ ONLY} (by JDBC and by
 *       {@code SET TRANSACTION READ ONLY}), with {@code SET LOCAL statement_timeout} = the timeout;</li>
 *   <li>the statement runs and its rows are read (in batches, at most {@code maxResultRows});</li>
 *   <li>the transaction is always rolled back, which also undoes the {@code SET LOCAL}, and the
 *       connection's autocommit and read-only flags are put back as they were.</li>
 * </ol>
 * The connection must be in autocommit mode when a call starts: with autocommit off JDBC cannot tell
 * whether the caller has a transaction open, and the rollback would discard its work. Not thread-safe,
 * like the connection it wraps.
 */
public final class PostgresSandbox implements ExecutionAdapter {

    private static final int FETCH_SIZE = 1000;

    private final Connection connection;
    private final int queryTimeoutMs;
    private final int maxResultRows;
    private final SqlParser parser;

    public PostgresSandbox(Connection connection, int queryTimeoutMs, int maxResultRows, SqlParser parser) {
        if (queryTimeoutMs <= 0 || maxResultRows <= 0) {
            throw new IllegalArgumentException("timeout and row limit must be positive");
        }
        this.connection = connection;
        this.queryTimeoutMs = queryTimeoutMs;
        this.maxResultRows = maxResultRows;
        this.parser = parser;
    }

    /** A sandbox with the configuration's {@code query_timeout_ms} and {@code max_result_rows}. */
    public static PostgresSandbox of(Connection connection, ComparisonConfig config) {
        return new PostgresSandbox(connection, config.queryTimeoutMs(), config.maxResultRows(), new SqlParser());
    }

    /** @throws IllegalStateException when the connection is not in autocommit mode */
    @Override
    public ExecutionResult execute(String sql) {
        return execute(parser.parse(sql));
    }

    /** @throws IllegalStateException when the connection is not in autocommit mode */
    @Override
    public ExecutionResult execute(ParseResult parsed) {
        ParseResult checked = parseOfItsOwnText(parsed);
        String refused = ReadOnlyCheck.whyRefused(checked);
        if (refused != null) {
            return ExecutionResult.failed(ErrorTaxonomy.refused(refused), null);
        }
        String sql = checked.sql();
        try {
            return inReadOnlyTransaction(statement -> {
                long start = System.nanoTime();
                try (ResultSet rs = statement.executeQuery(sql)) {
                    ResultTable table = ResultMaterializer.read(rs, maxResultRows);
                    return ExecutionResult.succeeded(table, millisSince(start));
                } catch (SQLException e) {
                    return ExecutionResult.failed(ErrorTaxonomy.of(e), millisSince(start));
                }
            });
        } catch (SQLException e) {
            return ExecutionResult.failed(ErrorTaxonomy.of(e), null);
        }
    }

    /** Plans the query with {@code EXPLAIN (FORMAT JSON)}, under the same checks and sandbox as {@link #execute}. */
    @Override
    public Optional<PlanMetadata> explain(String sql) {
        return explain(parser.parse(sql));
    }

    @Override
    public Optional<PlanMetadata> explain(ParseResult parsed) {
        ParseResult checked = parseOfItsOwnText(parsed);
        if (ReadOnlyCheck.whyRefused(checked) != null) {
            return Optional.empty();
        }
        try {
            return inReadOnlyTransaction(statement -> {
                try (ResultSet rs = statement.executeQuery("EXPLAIN (FORMAT JSON) " + checked.sql())) {
                    return rs.next() ? Optional.of(PlanReader.read(rs.getString(1))) : Optional.<PlanMetadata>empty();
                }
            });
        } catch (SQLException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * {@code parsed} when its statement trees were built from its very text, else a fresh parse of the text:
     * the read-only check must judge what runs. Only the guard's parser builds trees, and each keeps the text
     * it was built from, so a caller's parse is trusted exactly when every tree's text is {@code parsed.sql()}.
     */
    private ParseResult parseOfItsOwnText(ParseResult parsed) {
        boolean own = !(parsed instanceof ParsedSql statements)
                || statements.statements().stream().allMatch(tree -> tree.sql().equals(statements.sql()));
        return own ? parsed : parser.parse(parsed.sql());
    }

    private interface Work<T> {
        T run(Statement statement) throws SQLException;
    }

    private <T> T inReadOnlyTransaction(Work<T> work) throws SQLException {
        if (!connection.getAutoCommit()) {
            throw new IllegalStateException("the sandbox needs a connection in autocommit mode: with autocommit off a"
                    + " transaction of the caller's may be open, and the sandbox's rollback would discard it");
        }
        boolean wasReadOnly = connection.isReadOnly();
        connection.setAutoCommit(false);
        Throwable failure = null;
        try {
            connection.setReadOnly(true);
            try (Statement setup = connection.createStatement()) {
                setup.execute("SET TRANSACTION READ ONLY");
                setup.execute("SET LOCAL statement_timeout = " + queryTimeoutMs);
            }
            try (Statement statement = connection.createStatement()) {
                statement.setFetchSize(FETCH_SIZE);
                return work.run(statement);
            }
        } catch (SQLException | RuntimeException | Error e) {
            failure = e;
            throw e;
        } finally {
            restore(wasReadOnly, failure);
        }
    }

    /** Rolls back and puts the flags back, each step tried even when one before it failed. */
    private void restore(boolean wasReadOnly, Throwable failure) throws SQLException {
        SQLException first = null;
        try {
            connection.rollback();
        } catch (SQLException e) {
            first = e;
        }
        try {
            connection.setReadOnly(wasReadOnly);
        } catch (SQLException e) {
            first = first == null ? e : first;
        }
        try {
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            first = first == null ? e : first;
        }
        if (first != null) {
            if (failure != null) {
                failure.addSuppressed(first);
            } else {
                throw first;
            }
        }
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000.0;
    }
}
