package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class MSchemaTest {

    private final Catalog shop = ShopCatalog.catalog();

    @Test
    void rendersTablesColumnsAndTheForeignKeysAmongThem() {
        Table customers = shop.table("customers").orElseThrow();
        Table orders = shop.table("orders").orElseThrow();
        String text = MSchema.render("shop", List.of(
                new ChosenTable(orders, List.of(orders.column("order_id").orElseThrow(), orders.column("customer_id").orElseThrow()), false),
                new ChosenTable(customers, List.of(customers.column("customer_id").orElseThrow(), customers.column("city").orElseThrow()), true)));
        assertEquals("""
                【DB_ID】 shop
                【Schema】
                # Table: orders
                [
                (order_id:NUMERIC, Primary Key),
                (customer_id:NUMERIC)
                ]
                # Table: customers
                [
                (customer_id:NUMERIC, Primary Key),
                (city:TEXT)
                ]
                【Foreign keys】
                orders.customer_id=customers.customer_id
                """, text);
        assertEquals((text.length() + 3) / 4, TokenCount.of(text));
    }

    @Test
    void noForeignKeyWhenItsColumnIsLeftOut() {
        Table customers = shop.table("customers").orElseThrow();
        Table orders = shop.table("orders").orElseThrow();
        String text = MSchema.render("shop", List.of(
                new ChosenTable(orders, List.of(orders.column("status").orElseThrow()), false),
                new ChosenTable(customers, List.of(customers.column("customer_id").orElseThrow()), false)));
        assertEquals(-1, text.indexOf("【Foreign keys】"));
    }
}
