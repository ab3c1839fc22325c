package io.nlguard.nl.testing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;

/**
 * A small hand-made shop schema in the corpus's tables.json format: customers, orders (FK to customers),
 * products, order_items (FKs to orders and products: the bridge), suppliers (FK from products), and
 * reviews with no key to anything.
 */
public final class ShopCatalog {

    public static final String JSON = """
            [{"db_id": "shop",
              "table_names_original": ["customers", "orders", "products", "order_items", "suppliers", "reviews"],
              "column_names_original": [[-1, "*"],
                [0, "customer_id"], [0, "first_name"], [0, "last_name"], [0, "city"], [0, "dob"],
                [1, "order_id"], [1, "customer_id"], [1, "order_date"], [1, "total_amt"], [1, "status"],
                [2, "product_id"], [2, "product_name"], [2, "unit_price"], [2, "supplier_id"], [2, "category"],
                [3, "order_id"], [3, "product_id"], [3, "qty"],
                [4, "supplier_id"], [4, "company_name"], [4, "country"],
                [5, "review_id"], [5, "stars"], [5, "body"]],
              "column_types": ["text",
                "number", "text", "text", "text", "time",
                "number", "number", "time", "number", "text",
                "number", "text", "number", "number", "text",
                "number", "number", "number",
                "number", "text", "text",
                "number", "number", "text"],
              "primary_keys": [1, 6, 11, [16, 17], 19, 22],
              "foreign_keys": [[7, 1], [16, 6], [17, 11], [14, 19]]}]
            """;

    private ShopCatalog() {
    }

    public static Catalog catalog() {
        try {
            return TablesJsonReader.read(new ByteArrayInputStream(JSON.getBytes(StandardCharsets.UTF_8))).get("shop");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
