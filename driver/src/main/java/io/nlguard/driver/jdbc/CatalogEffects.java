package io.nlguard.driver.jdbc;

import io.nlguard.guard.schema.CatalogSource;
import io.nlguard.guard.verdict.GuardReport;

/**
 * What running statements does to the schema the connection's statements are checked against: DDL makes the
 * shared snapshot stale, a new search path the connection's schemas; the catalog is told once they ran.
 */
record CatalogEffects(boolean changesSchema, boolean changesSearchPath) {

    static final CatalogEffects NONE = new CatalogEffects(false, false);

    static CatalogEffects of(GuardReport report) {
        return report == null || !(report.changesSchema() || report.changesSearchPath())
                ? NONE : new CatalogEffects(report.changesSchema(), report.changesSearchPath());
    }

    /** The effects of a batch holding both. */
    CatalogEffects and(CatalogEffects other) {
        return other == NONE ? this : new CatalogEffects(changesSchema || other.changesSchema,
                changesSearchPath || other.changesSearchPath);
    }

    void tell(CatalogSource catalog) {
        if (changesSchema) {
            catalog.schemaChanged();
        }
        if (changesSearchPath) {
            catalog.searchPathChanged();
        }
    }
}
