package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class SchemaIndexTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final SchemaIndex index = SchemaIndex.build(shop);

    @Test
    void indexesATableAndEveryColumn() {
        assertEquals(6 + 24, index.documents());
    }

    @Test
    void ranksTablesByTheirNamesFirst() {
        List<ScoredTable> tables = index.tables(index.query("Which suppliers are in Norway?"));
        assertEquals("suppliers", tables.get(0).table().name().name());
    }

    @Test
    void columnsMatchTheirOwnWordsStemsAndExpansions() {
        List<ScoredColumn> columns = index.columns(index.query("What quantity of each product was ordered?"));
        assertEquals("qty", columns.get(0).column().name(), "qty glossed as quantity");
        List<ScoredColumn> prices = index.columns(index.query("the prices of products"));
        assertTrue(prices.stream().anyMatch(c -> c.column().name().equals("unit_price")), "stemmed plural");
        assertTrue(index.columns(index.query("where do people live")).isEmpty(), "no word of any column");
    }

    @Test
    void fivePrefixMatchesFormsTheStemmerKeepsApart() {
        List<ScoredColumn> columns = index.columns(index.query("which categorized goods"));
        assertEquals("category", columns.get(0).column().name());
    }

    @Test
    void namesQuotedAsInTheSchemaCountAsTheirWords() {
        List<ScoredColumn> columns = index.columns(index.query("count rows where `TotalAmt` > 10"));
        assertEquals("total_amt", columns.get(0).column().name());
    }

    @Test
    void cachedPerCatalogVersion() {
        SchemaIndexCache cache = new SchemaIndexCache(4);
        assertSame(cache.of(shop), cache.of(shop));
        assertNotSame(cache.of(shop), cache.of(ShopCatalog.catalog()), "a new snapshot, a new index");
    }
}
