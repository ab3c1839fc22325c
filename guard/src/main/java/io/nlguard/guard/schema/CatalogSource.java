package io.nlguard.guard.schema;

/**
 * Where the guard gets the catalog for a statement: the driver gives each connection one that
 * follows the shared {@link CatalogCache}. Implementations must be cheap to call per statement.
 */
public interface CatalogSource {

    /** No schema knowledge: the guard checks only what needs none. */
    CatalogSource UNAVAILABLE = Catalog::unavailable;

    /** The snapshot to analyse the next statement against. */
    Catalog current();

    /**
     * Called when a statement names a relation {@code stale} does not know, which may have been created
     * since it was read: a fresher snapshot if the source may read one now, otherwise {@code stale}.
     * The driver's source reads only in autocommit mode and at most once per shared snapshot in a short
     * interval, so a name that is simply wrong does not reload the schema on every statement.
     */
    default Catalog refreshed(Catalog stale) {
        return stale;
    }

    /**
     * True when the catalog {@link #current()} handed out last stands in for a snapshot that is still being
     * read (the wait for it ran out): the statement was checked without the schema, and its report says so.
     */
    default boolean stillReading() {
        return false;
    }

    /** Called after a statement changed the schema (DDL ran): the snapshot is stale. */
    default void schemaChanged() {
    }

    /** Called after a statement that may have changed the session's search path ran: its schemas are to be read again. */
    default void searchPathChanged() {
    }
}
