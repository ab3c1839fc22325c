package io.nlguard.nl.gloss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class GlossesTest {

    private final Catalog shop = ShopCatalog.catalog();

    @Test
    void splitsNamesAndExpandsAbbreviations() {
        ColumnGloss qty = Glosses.of(table("order_items"), table("order_items").column("qty").orElseThrow());
        assertEquals(List.of("qty"), qty.words());
        assertEquals(List.of("quantity"), qty.expansions());
        assertEquals("num tst takr number test taker numtsttakr", Glosses.ofName("NumTstTakr"));
        assertEquals("adm fname1 administrator first name admfname1", Glosses.ofName("AdmFName1"), "camel humps; trailing digits");
        assertEquals(List.of("first", "name"), Abbreviations.expand("fname1"));
        assertEquals(List.of(), Abbreviations.expand("city"));
    }

    @Test
    void tagsKeysAndForeignKeys() {
        Table orders = table("orders");
        ColumnGloss id = Glosses.of(orders, orders.column("order_id").orElseThrow());
        ColumnGloss customer = Glosses.of(orders, orders.column("customer_id").orElseThrow());
        assertTrue(id.primaryKey());
        assertEquals("PK, identifier", id.tags());
        assertFalse(customer.primaryKey());
        assertEquals(List.of("customers"), customer.references());
        assertEquals("FK→customers, identifier", customer.tags());
    }

    @Test
    void typeHintsFromNameThenType() {
        assertEquals("date", TypeHint.of(List.of("order", "date"), Types.VARCHAR));
        assertEquals("amount", TypeHint.of(List.of("unit", "price"), Types.VARCHAR));
        assertEquals("date", TypeHint.of(List.of("dob"), Types.TIMESTAMP));
        assertEquals("number", TypeHint.of(List.of("stars"), Types.BIGINT));
        assertEquals("text", TypeHint.of(List.of("body"), Types.VARCHAR));
    }

    @Test
    void searchTextHoldsWordsExpansionsAndTheNameRunTogether() {
        Table customers = table("customers");
        assertEquals("first name firstname", Glosses.of(customers, customers.column("first_name").orElseThrow()).text());
        assertEquals("dob date birth", Glosses.of(customers, customers.column("dob").orElseThrow()).text());
    }

    private Table table(String name) {
        return shop.table(name).orElseThrow();
    }
}
