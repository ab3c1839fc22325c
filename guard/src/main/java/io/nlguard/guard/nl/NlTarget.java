package io.nlguard.guard.nl;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.time.Duration;

/**
 * The database a question is asked of, for the read-only work a translator does before the driver runs
 * its answer: {@code EXPLAIN} of candidates (through a small pool of its own), reading distinct values of
 * text columns for value retrieval.
 */
public interface NlTarget {

    /**
     * A new connection to the target, opened as the application's connection was (same URL, user and
     * driver properties), not guarded, and read-only for the database: on PostgreSQL its session has
     * {@code default_transaction_read_only=on}, so a statement that writes fails there. The caller owns
     * it and closes it; a pool may keep it.
     */
    Connection open() throws SQLException;

    /**
     * Identifies the database and what the connection sees of it (URL without password, user, search
     * path): equal keys may share pools, indexes and caches.
     */
    String key();

    /** Whether the target is PostgreSQL (EXPLAIN's syntax and SQLSTATEs are PostgreSQL's). */
    boolean isPostgres();

    /** How {@link #open()} reaches the database, which decides how long a translator may keep a connection. */
    enum Access {
        /** The target driver with the application's URL and properties: a translator may pool the connections. */
        DRIVER,
        /** The application's DataSource, maybe a pool of its own: borrow a connection briefly, keep none. */
        DATA_SOURCE,
        /** {@link #open()} fails: nlguard guards a connection it was handed and keeps no credentials. */
        NONE
    }

    /** How {@link #open()} reaches the database; a target that does not say is borrowed from. */
    default Access access() {
        return Access.DATA_SOURCE;
    }

    /**
     * Plans {@code sql} ({@code EXPLAIN}, not run) on the application's own connection, for a translator that
     * cannot open one: inside a read-only transaction or savepoint with a statement timeout, rolled back
     * after, so the application's transaction, settings and search path stay as they were. Sequential: the
     * application's thread is waiting for the question on that connection.
     *
     * @throws SQLException the database's error when it cannot plan the statement
     */
    default void explainInPlace(String sql, Duration timeout) throws SQLException {
        throw new SQLFeatureNotSupportedException("this target cannot plan on the application's connection");
    }
}
