package io.nlguard.guard.types.calcite;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** Catalogs built in code, shaped like what the loaders produce; no database involved. */
final class TestCatalogs {

    private TestCatalogs() {
    }

    /**
     * {@code public.customers} and {@code public.orders} as pgjdbc reports them (boolean as BIT,
     * timestamptz as TIMESTAMP, jsonb as OTHER), {@code public."SalesOrders"} as a description file
     * spells it, and {@code audit.events} outside the search path.
     */
    static Catalog shop() {
        Table customers = table("public", "customers",
                column("id", Types.INTEGER, "int4", false),
                column("name", Types.VARCHAR, "text", true),
                column("created", Types.DATE, "date", true),
                column("active", Types.BIT, "bool", true),
                column("meta", Types.OTHER, "jsonb", true),
                column("tags", Types.ARRAY, "_text", true));
        Table orders = table("public", "orders",
                column("id", Types.INTEGER, "int4", false),
                column("customer_id", Types.INTEGER, "int4", false),
                column("total", Types.NUMERIC, "numeric", true),
                column("ts", Types.TIMESTAMP, "timestamptz", true));
        Table salesOrders = table("public", "SalesOrders",
                column("OrderId", Types.INTEGER, "integer", false),
                column("CustomerName", Types.VARCHAR, "varchar", true),
                column("Amount", Types.DOUBLE, "float8", true));
        Table events = table("audit", "events",
                column("id", Types.BIGINT, "int8", false),
                column("what", Types.VARCHAR, "text", true));
        return Catalog.of(List.of("public"), List.of(customers, orders, salesOrders, events));
    }

    static Table table(String schema, String name, Column... columns) {
        List<Column> numbered = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            Column c = columns[i];
            numbered.add(new Column(c.name(), i + 1, c.jdbcType(), c.nativeType(), c.nullable()));
        }
        return new Table(new TableName(schema, name), TableKind.TABLE, numbered, List.of(), List.of());
    }

    static Column column(String name, int jdbcType, String nativeType, boolean nullable) {
        return new Column(name, 0, jdbcType, nativeType, nullable);
    }
}
