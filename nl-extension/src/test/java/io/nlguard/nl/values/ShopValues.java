package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;

/** Values of the shop catalog's text columns, as a source would read them. */
final class ShopValues {

    private ShopValues() {
    }

    static CatalogValues of(Catalog shop) {
        List<ColumnValues> columns = new ArrayList<>();
        columns.add(column(shop, "customers", "city", "Oslo", "Bergen", "São Paulo", "New York", "York"));
        columns.add(column(shop, "customers", "first_name", "Ada", "Grace", "Linus"));
        columns.add(column(shop, "orders", "status", "shipped", "pending", "cancelled"));
        columns.add(column(shop, "suppliers", "country", "Norway", "Brazil"));
        columns.add(column(shop, "suppliers", "company_name", "Acme Industries", "Oslo Fjord Foods"));
        columns.add(column(shop, "products", "category", "Kitchen", "Garden"));
        return new CatalogValues(columns, 0);
    }

    static ColumnValues column(Catalog catalog, String table, String column, String... values) {
        Table t = catalog.table(table).orElseThrow();
        return new ColumnValues(t, t.column(column).orElseThrow(), List.of(values));
    }
}
