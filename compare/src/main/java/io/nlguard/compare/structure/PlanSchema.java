package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.impl.AbstractSchema;
import org.apache.calcite.schema.impl.AbstractTable;
import org.apache.calcite.sql.type.SqlTypeName;

import java.sql.Types;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A catalog snapshot as a Calcite schema to plan against: one sub-schema per catalog schema, each
 * table with its columns' row type. The guard's deep validator builds its own (package-private)
 * schema with PostgreSQL's type names for casts; planning only needs the row types, which the JDBC
 * type codes give. Never a live JDBC schema: planning does not touch the database.
 */
final class PlanSchema {

    private PlanSchema() {
    }

    static CalciteSchema rootOf(Catalog catalog) {
        Map<String, Map<String, org.apache.calcite.schema.Table>> bySchema = new LinkedHashMap<>();
        for (Table table : catalog.tables()) {
            String schema = table.name().schema() == null ? "" : table.name().schema();
            bySchema.computeIfAbsent(schema, k -> new HashMap<>()).putIfAbsent(table.name().name(), new RowTable(table));
        }
        CalciteSchema root = CalciteSchema.createRootSchema(false, false, "", new Tables(bySchema.getOrDefault("", Map.of())));
        bySchema.forEach((schema, tables) -> {
            if (!schema.isEmpty()) {
                root.add(schema, new Tables(tables));
            }
        });
        return root;
    }

    /** The lookup order of unqualified names: each search-path schema, then the root. */
    static List<List<String>> schemaPaths(Catalog catalog) {
        java.util.ArrayList<List<String>> paths = new java.util.ArrayList<>();
        for (String schema : catalog.searchPath()) {
            if (!schema.isBlank() && !schema.startsWith("$")) {
                paths.add(List.of(schema));
            }
        }
        paths.add(List.of());
        return List.copyOf(paths);
    }

    private static final class Tables extends AbstractSchema {

        private final Map<String, org.apache.calcite.schema.Table> tables;

        Tables(Map<String, org.apache.calcite.schema.Table> tables) {
            this.tables = Map.copyOf(tables);
        }

        @Override
        protected Map<String, org.apache.calcite.schema.Table> getTableMap() {
            return tables;
        }
    }

    private static final class RowTable extends AbstractTable {

        private final Table table;

        RowTable(Table table) {
            this.table = table;
        }

        @Override
        public RelDataType getRowType(RelDataTypeFactory types) {
            RelDataTypeFactory.Builder row = types.builder();
            for (Column column : table.columns()) {
                row.add(column.name(), types.createTypeWithNullability(type(column.jdbcType(), types), column.nullable()));
            }
            return row.build();
        }

        /** The JDBC type's SQL type; ANY where Calcite has no plain equivalent (arrays, json, PostgreSQL's own). */
        private static RelDataType type(int jdbcType, RelDataTypeFactory types) {
            SqlTypeName name = jdbcType == Types.BIT ? SqlTypeName.BOOLEAN : SqlTypeName.getNameForJdbcType(jdbcType);
            if (name == null || name == SqlTypeName.ARRAY || name == SqlTypeName.MAP || name == SqlTypeName.MULTISET
                    || name == SqlTypeName.ROW || name == SqlTypeName.STRUCTURED || name == SqlTypeName.DISTINCT) {
                return types.createSqlType(SqlTypeName.ANY);
            }
            try {
                return types.createSqlType(name);
            } catch (RuntimeException | AssertionError e) {
                return types.createSqlType(SqlTypeName.ANY);
            }
        }
    }
}
