package io.nlguard.nl.values;

import java.sql.SQLException;

import io.nlguard.guard.schema.Catalog;

/** Where the distinct values of a catalog's text columns are read from. */
public interface ValueSource {

    /**
     * The values of the catalog's text columns, within the bounds: a column that fails or times out is
     * skipped, not fatal.
     *
     * @throws SQLException when the source cannot be reached at all
     */
    CatalogValues read(Catalog catalog, ValueBounds bounds) throws SQLException;
}
