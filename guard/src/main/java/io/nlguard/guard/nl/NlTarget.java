package io.nlguard.guard.nl;

import java.sql.Connection;
import java.sql.SQLException;

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
}
