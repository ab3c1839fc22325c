package io.nlguard.compare.instances;

import io.nlguard.guard.schema.TableName;

/** A column of a catalog table, named as the catalog stores table and column. */
record ColumnKey(TableName table, String column) {

    @Override
    public String toString() {
        return table.name() + "." + column;
    }
}
