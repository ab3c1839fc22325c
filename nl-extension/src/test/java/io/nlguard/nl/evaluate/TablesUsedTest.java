package io.nlguard.nl.evaluate;

import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TablesUsedTest {

    @Test
    void theCatalogsTablesInTheOrderTheQueryNamesThemOnceEach() {
        assertEquals(List.of("orders", "customers"), TablesUsed.of("SELECT c.city, count(*) FROM orders o JOIN "
                + "\"customers\" c ON c.customer_id = o.customer_id JOIN orders o2 ON o2.order_id = o.order_id "
                + "GROUP BY c.city", ShopCatalog.catalog()));
    }

    @Test
    void wordsInStringsAndCommentsAreNotTables() {
        assertEquals(List.of("reviews"), TablesUsed.of("SELECT body FROM reviews -- not products\nWHERE body = "
                + "'suppliers'", ShopCatalog.catalog()));
    }
}
