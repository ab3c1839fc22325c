package io.nlguard.guard.features;

import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.OpaqueSource;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;

/** What a FROM item or a column's source is, as a category. */
enum SourceKind {
    CATALOG_TABLE, UNKNOWN_TABLE, SYSTEM_TABLE, CTE, DERIVED_TABLE, OPAQUE;

    /** The kind of a source; null for none. */
    static SourceKind of(Source source) {
        if (source instanceof TableSource table) {
            return table.isKnown() ? CATALOG_TABLE : table.system() ? SYSTEM_TABLE : UNKNOWN_TABLE;
        }
        if (source instanceof DerivedSource derived) {
            return derived.cte() ? CTE : DERIVED_TABLE;
        }
        return source instanceof OpaqueSource ? OPAQUE : null;
    }
}
