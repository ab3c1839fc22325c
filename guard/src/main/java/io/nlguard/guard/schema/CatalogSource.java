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

    /** Called after a statement changed the schema (DDL ran): the snapshot is stale. */
    default void schemaChanged() {
    }
}
