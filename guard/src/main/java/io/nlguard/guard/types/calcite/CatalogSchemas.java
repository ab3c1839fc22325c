package io.nlguard.guard.types.calcite;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeSystem;
import org.apache.calcite.rel.type.RelProtoDataType;
import org.apache.calcite.sql.type.SqlTypeFactoryImpl;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds the Calcite schema tree of a catalog snapshot: a root holding the PostgreSQL type names
 * (for casts) and any tables without a schema, and one sub-schema per catalog schema. Never a live
 * JDBC schema: validation must not touch the database.
 */
final class CatalogSchemas {

    private CatalogSchemas() {
    }

    static CalciteSchema rootOf(Catalog catalog) {
        RelDataTypeFactory types = new SqlTypeFactoryImpl(RelDataTypeSystem.DEFAULT);
        Map<String, Map<String, org.apache.calcite.schema.Table>> bySchema = new LinkedHashMap<>();
        for (Table table : catalog.tables()) {
            String schema = table.name().schema() == null ? "" : table.name().schema();
            bySchema.computeIfAbsent(schema, k -> new HashMap<>())
                    .putIfAbsent(table.name().name(), new SnapshotTable(rowType(table, types)));
        }
        SnapshotSchema root = new SnapshotSchema(bySchema.getOrDefault("", Map.of()), namedTypes());
        CalciteSchema rootSchema = CalciteSchema.createRootSchema(false, false, "", root);
        bySchema.forEach((schema, tables) -> {
            if (!schema.isEmpty()) {
                rootSchema.add(schema, new SnapshotSchema(tables, Map.of()));
            }
        });
        return rootSchema;
    }

    private static RelDataType rowType(Table table, RelDataTypeFactory types) {
        RelDataTypeFactory.Builder row = types.builder();
        for (Column column : table.columns()) {
            row.add(column.name(),
                    PostgresTypes.columnType(column.jdbcType(), column.nativeType(), column.nullable(), types));
        }
        return row.build();
    }

    /** PostgreSQL's one-word type names, so that {@code ::int4} or {@code CAST(x AS text)} resolve. */
    private static Map<String, RelProtoDataType> namedTypes() {
        Map<String, RelProtoDataType> named = new HashMap<>();
        PostgresTypes.BY_NATIVE_NAME.forEach((name, type) -> {
            if (!name.contains(" ")) {
                named.put(name, factory -> factory.createSqlType(type));
            }
        });
        return named;
    }
}
