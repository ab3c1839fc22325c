package io.nlguard.nl.select;

/** How running a candidate ended. */
public enum ResultStatus {
    /** At least one row. */
    OK,
    /** No row. */
    EMPTY,
    /** The database refused or failed it while running (its SQLSTATE is kept). */
    ERROR,
    /** The statement timeout cancelled it. */
    TIMEOUT,
    /** Not run: blocked, not planned, {@code nlguard.nl.execute-candidates=off}, or nowhere to run it. */
    NOT_RUN
}
