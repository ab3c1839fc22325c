package io.nlguard.guard.types.calcite;

import org.apache.calcite.rel.type.RelProtoDataType;
import org.apache.calcite.schema.Table;
import org.apache.calcite.schema.impl.AbstractSchema;
import org.apache.calcite.schema.lookup.Lookup;
import org.apache.calcite.util.NameMap;

import java.util.Map;

/**
 * One catalog schema (or the root) as an immutable Calcite schema. The table lookup is an immutable
 * {@link NameMap} answering exact and case-insensitive lookups, instead of {@link AbstractSchema}'s
 * default, which rebuilds its case-insensitive index after every miss: misses are routine here,
 * because unqualified names are tried in each search-path schema in turn.
 */
final class SnapshotSchema extends AbstractSchema {

    private final Map<String, Table> tables;
    private final Lookup<Table> tableLookup;
    private final Map<String, RelProtoDataType> types;

    SnapshotSchema(Map<String, Table> tables, Map<String, RelProtoDataType> types) {
        NameMap<Table> names = NameMap.immutableCopyOf(tables);
        this.tables = names.map();
        this.tableLookup = Lookup.of(names);
        this.types = Map.copyOf(types);
    }

    @Override
    public Lookup<Table> tables() {
        return tableLookup;
    }

    @Override
    protected Map<String, Table> getTableMap() {
        return tables;
    }

    @Override
    protected Map<String, RelProtoDataType> getTypeMap() {
        return types;
    }

    @Override
    public boolean isMutable() {
        return false;
    }
}
