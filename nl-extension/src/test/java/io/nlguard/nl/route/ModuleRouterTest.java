package io.nlguard.nl.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.nl.knowledge.ModuleDefinition;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.retrieve.SchemaEmbeddings;
import io.nlguard.nl.testing.ConceptEmbeddings;
import io.nlguard.nl.testing.ModularCatalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ModuleRouterTest {

    private final Catalog erp = ModularCatalog.catalog();
    /** People, money and goods; "workers" and "salaries" are nowhere in the catalog's names. */
    private final ConceptEmbeddings model = new ConceptEmbeddings(List.of(
            List.of("hr", "worker", "workers", "staff", "employee", "employees", "payroll", "salary", "salaries"),
            List.of("finance", "ledger", "treasury", "money", "cash", "tax"),
            List.of("inventory", "warehouse", "stock", "goods")));
    private final SchemaEmbeddings embeddings = new SchemaEmbeddings(model, 2);

    private static List<String> names(Routing routing) {
        return routing.modules().stream().map(RoutedModule::name).toList();
    }

    @Test
    void aKeywordRoutesToItsSchema() {
        Routing routing = new ModuleRouter().route(erp, Map.of(), "how many open orders does hr have?", Optional.empty());
        assertEquals(List.of("hr"), names(routing));
        assertEquals("keywords", routing.modules().get(0).method());
        assertEquals(ModularCatalog.TABLES_PER_SCHEMA, routing.tables().size());
        assertTrue(routing.summary().startsWith("1 module: hr (keywords hr); 100 tables"), routing.summary());
    }

    @Test
    void similarityRoutesWhereNoKeywordIsSaid() {
        Routing routing = new ModuleRouter(0.5).route(erp, Map.of(), "what did the workers earn in salaries?",
                Optional.of(embeddings));
        assertEquals(List.of("hr", "payroll"), names(routing));
        assertTrue(routing.modules().stream().allMatch(m -> m.method().equals("embedding")), routing.summary());
        int calls = model.calls();
        new ModuleRouter(0.5).route(erp, Map.of(), "which staff joined?", Optional.of(embeddings));
        assertEquals(calls + 1, model.calls(), "the module documents are embedded once per snapshot, the question once");
    }

    @Test
    void keywordsAndSimilarityUniteKeywordsFirstAtMostThree() {
        Routing routing = new ModuleRouter(0.5).route(erp, Map.of(), "cash, money and tax of the sales team",
                Optional.of(embeddings));
        assertEquals(ModuleRouter.MAX_MODULES, routing.modules().size());
        assertEquals(List.of("tax", "sales"), names(routing).subList(0, 2), "keywords first, the more similar first: "
                + routing.summary());
        assertTrue(List.of("finance", "ledger", "treasury").contains(names(routing).get(2)), routing.summary());
        assertEquals("keywords+embedding", routing.modules().get(0).method());
        assertEquals("keywords", routing.modules().get(1).method(), "a keyword routes however dissimilar");
        assertEquals("embedding", routing.modules().get(2).method());
    }

    @Test
    void nothingMatchedMeansNoFilter() {
        Routing routing = new ModuleRouter(0.5).route(erp, Map.of(), "how are you?", Optional.of(embeddings));
        assertFalse(routing.narrowed());
        assertTrue(routing.tables().isEmpty());
        assertEquals("no filter (no module matched)", routing.summary());
        assertFalse(new ModuleRouter().route(ShopCatalog.catalog(), Map.of(), "orders", Optional.empty()).narrowed(),
                "one schema, no modules");
    }

    @Test
    void embeddingsThatFailLeaveTheKeywordsAndANote() {
        model.failWith("connection refused");
        Routing routing = new ModuleRouter().route(erp, Map.of(), "tax due this year", Optional.of(embeddings));
        assertEquals(List.of("tax"), names(routing));
        assertEquals("embeddings unavailable, keywords alone: connection refused", routing.note());
    }

    @Test
    void knowledgeModulesRouteByTheirOwnKeywords() {
        Map<String, ModuleDefinition> knowledge = new LinkedHashMap<>();
        knowledge.put("people", new ModuleDefinition("people", List.of("hr.*", "payroll.*"), List.of(), List.of("employee", "staff")));
        knowledge.put("goods", new ModuleDefinition("goods", List.of("inventory.*", "warehouse.*"), List.of(), List.of("stock")));
        Routing routing = new ModuleRouter().route(erp, knowledge, "staff with stock options", Optional.empty());
        assertEquals(List.of("people", "goods"), names(routing));
        assertEquals(4 * ModularCatalog.TABLES_PER_SCHEMA, routing.tables().size());
    }
}
