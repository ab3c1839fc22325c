package io.nlguard.nl.linking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class GoldSchemaItemsTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final GoldSchemaItems gold = new GoldSchemaItems();

    @Test
    void tablesAndColumnsThroughAliasesAndSubqueries() {
        SchemaItems items = gold.of("""
                SELECT T1.first_name FROM customers AS T1 JOIN orders AS T2 ON T1.customer_id = T2.customer_id
                WHERE T2.total_amt > (SELECT avg(total_amt) FROM orders) GROUP BY T1.first_name""", shop).orElseThrow();
        assertEquals(Set.of("customers", "orders"), items.tables());
        assertEquals(Set.of("customers.first_name", "customers.customer_id", "orders.customer_id", "orders.total_amt"),
                items.fields());
    }

    @Test
    void sqliteSpellingsAreNormalizedFirst() {
        SchemaItems items = gold.of("SELECT count(*) FROM orders WHERE strftime('%Y', order_date) = '2019'", shop).orElseThrow();
        assertEquals(Set.of("orders.order_date"), items.fields());
    }

    @Test
    void outputAliasesAndUnknownNamesAreNoItems() {
        SchemaItems items = gold.of("SELECT city AS c, nonsense FROM customers ORDER BY c", shop).orElseThrow();
        assertEquals(Set.of("customers.city"), items.fields());
        assertTrue(gold.of("SELECT FROM WHERE", shop).isEmpty(), "unparseable");
    }
}
