package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class TableDocumentsTest {

    private final Catalog shop = ShopCatalog.catalog();

    @Test
    void aTableIsItsNameThenItsColumnsGlossed() {
        assertEquals("order items orderitems. columns: order id identifier orderid, product id identifier productid, qty quantity",
                TableDocuments.of(shop.table("order_items").orElseThrow(), SchemaComments.NONE));
    }

    @Test
    void commentsFollowTheirNamesAndEveryTableHasOne() {
        SchemaComments comments = (table, column) -> column == null ? "what people wrote"
                : column.name().equals("stars") ? "1 to 5" : "";
        assertEquals("reviews (what people wrote). columns: review id identifier reviewid, stars (1 to 5), body",
                TableDocuments.of(shop.table("reviews").orElseThrow(), comments));
        assertEquals(shop.tables().size(), TableDocuments.of(shop, comments).size());
    }
}
