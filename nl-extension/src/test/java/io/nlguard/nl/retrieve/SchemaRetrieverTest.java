package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class SchemaRetrieverTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final SchemaIndexCache cache = new SchemaIndexCache(2);

    @Test
    void aValueTheQuestionNamesBringsItsTableAndColumn() {
        String question = "Who sells Kitchen things?";
        SchemaRetriever retriever = retriever(Optional.empty(), new RetrievalSettings(true, false, 1, 0.6, 0.45, 8, 8, 0, 0));
        assertTrue(!tables(retriever.retrieve(shop, "shop", question)).contains("products"));
        var products = shop.table("products").orElseThrow();
        SchemaContext context = retriever.retrieve(shop, "shop", question,
                List.of(new ScoredColumn(products, products.column("category").orElseThrow(), 1.0)));
        assertEquals(List.of("products"), tables(context));
        assertTrue(context.mSchema().contains("(category:"), context.mSchema());
    }

    @Test
    void bm25AloneFindsTheTablesAndTheBridgeBetweenThem() {
        SchemaContext context = retriever(Optional.empty(), RetrievalSettings.DEFAULT)
                .retrieve(shop, "shop", "Which products did customers from Oslo order?");
        List<String> tables = tables(context);
        assertTrue(tables.containsAll(List.of("customers", "products", "orders")), tables.toString());
        assertTrue(tables.contains("order_items"), "the bridge, by foreign-key expansion: " + tables);
        assertTrue(context.tables().stream().anyMatch(ChosenTable::expanded));
        assertTrue(context.mSchema().startsWith("【DB_ID】 shop\n"));
        assertEquals(TokenCount.of(context.mSchema()), context.tokens());
    }

    @Test
    void withoutExpansionOnlyRankedTables() {
        SchemaContext context = retriever(Optional.empty(), RetrievalSettings.DEFAULT.withForeignKeys(false))
                .retrieve(shop, "shop", "Which suppliers are in Norway?");
        assertEquals("suppliers", tables(context).get(0));
        assertTrue(context.tables().stream().noneMatch(ChosenTable::expanded));
    }

    @Test
    void anEmbeddingRankingIsFusedIn() {
        // "reviews" shares no word with the question; only the embedding ranking can bring it in
        EmbeddingRanker embeddings = (catalog, question) -> EmbeddingRanking.of(List.of(new ScoredTable(catalog.table("reviews").orElseThrow(), 0.9)));
        RetrievalSettings settings = RetrievalSettings.DEFAULT.withForeignKeys(false);
        String question = "what do buyers think of the suppliers";
        assertTrue(!tables(retriever(Optional.empty(), settings).retrieve(shop, "shop", question)).contains("reviews"));
        assertTrue(tables(retriever(Optional.of(embeddings), settings).retrieve(shop, "shop", question)).contains("reviews"));
    }

    @Test
    void anUnavailableEmbeddingRankingIsANoteAndRetrievalGoesOn() {
        EmbeddingRanker down = (catalog, question) -> EmbeddingRanking.unavailable("embeddings unavailable: connection refused");
        SchemaContext context = retriever(Optional.of(down), RetrievalSettings.DEFAULT).retrieve(shop, "shop", "Which suppliers are in Norway?");
        assertEquals("suppliers", tables(context).get(0));
        assertEquals(List.of("embeddings unavailable: connection refused"), context.notes());
    }

    @Test
    void routedTablesAreTheOnlyOnesRankedButExpansionBridgesOutOfThem() {
        java.util.Set<io.nlguard.guard.schema.Table> among = java.util.Set.of(shop.table("customers").orElseThrow(),
                shop.table("products").orElseThrow(), shop.table("order_items").orElseThrow());
        SchemaContext context = retriever(Optional.empty(), RetrievalSettings.DEFAULT)
                .retrieve(shop, "shop", "Which products did customers from Oslo order?", among);
        List<String> ranked = context.tables().stream().filter(t -> !t.expanded()).map(t -> t.table().name().name()).toList();
        assertTrue(ranked.containsAll(List.of("customers", "products")), ranked.toString());
        assertTrue(!ranked.contains("orders"), "orders is outside the routed tables: " + ranked);
        assertTrue(tables(context).contains("orders"), "but the bridge from customers to order items: " + tables(context));
    }

    @Test
    void aQuestionMatchingNothingInTheRoutedTablesGetsTheirFirst() {
        java.util.Set<io.nlguard.guard.schema.Table> among = java.util.Set.of(shop.table("reviews").orElseThrow(),
                shop.table("suppliers").orElseThrow());
        SchemaContext context = retriever(Optional.empty(), RetrievalSettings.DEFAULT.withForeignKeys(false))
                .retrieve(shop, "shop", "hello?", among);
        assertEquals(List.of("suppliers", "reviews"), tables(context));
    }

    @Test
    void aQuestionMatchingNothingStillGetsTables() {
        SchemaContext context = retriever(Optional.empty(), RetrievalSettings.DEFAULT).retrieve(shop, "shop", "hello?");
        assertEquals(List.of("customers", "orders", "products"),
                context.tables().stream().filter(t -> !t.expanded()).map(t -> t.table().name().name()).toList(),
                "the catalog's first tables");
    }

    private SchemaRetriever retriever(Optional<EmbeddingRanker> embeddings, RetrievalSettings settings) {
        return new SchemaRetriever(cache, embeddings, settings);
    }

    private static List<String> tables(SchemaContext context) {
        return context.tables().stream().map(t -> t.table().name().name()).toList();
    }
}
