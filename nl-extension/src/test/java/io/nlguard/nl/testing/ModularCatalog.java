package io.nlguard.nl.testing;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/**
 * A large catalog made in code, as an ERP's: {@link #SCHEMAS} schemas of {@link #TABLES_PER_SCHEMA} tables
 * each (2,000 in all). Every schema has the same ten business tables ({@code orders}, {@code customers},
 * {@code invoices}, ...: BM25 cannot tell one schema's {@code orders} from another's) and ninety tables of
 * its own ({@code archive_17}), with foreign keys inside the schema.
 */
public final class ModularCatalog {

    public static final List<String> SCHEMAS = List.of("sales", "purchasing", "hr", "payroll", "inventory",
            "warehouse", "logistics", "finance", "ledger", "tax", "crm", "marketing", "support", "quality",
            "production", "maintenance", "projects", "legal", "fleet", "treasury");
    public static final int TABLES_PER_SCHEMA = 100;
    static final List<String> SHARED = List.of("orders", "customers", "invoices", "items", "payments", "addresses",
            "contacts", "notes", "documents", "statuses");

    private ModularCatalog() {
    }

    public static Catalog catalog() {
        List<Table> tables = new ArrayList<>(SCHEMAS.size() * TABLES_PER_SCHEMA);
        for (String schema : SCHEMAS) {
            for (String name : SHARED) {
                tables.add(table(schema, name, name.equals("orders")
                        ? List.of(new ForeignKey(new TableName(schema, name), List.of("customers_id"), new TableName(schema, "customers"), List.of("id")))
                        : List.of()));
            }
            for (int i = SHARED.size(); i < TABLES_PER_SCHEMA; i++) {
                tables.add(table(schema, "archive_" + i, List.of()));
            }
        }
        return Catalog.of(List.of("sales"), tables);
    }

    private static Table table(String schema, String name, List<ForeignKey> keys) {
        List<Column> columns = List.of(new Column("id", 1, Types.INTEGER, "int4", false),
                new Column("customers_id", 2, Types.INTEGER, "int4", true),
                new Column("status", 3, Types.VARCHAR, "text", true),
                new Column("amount", 4, Types.NUMERIC, "numeric", true),
                new Column("created_on", 5, Types.DATE, "date", true));
        return new Table(new TableName(schema, name), TableKind.TABLE, columns, List.of("id"), keys);
    }
}
