package io.nlguard.nl.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.testing.ModularCatalog;
import org.junit.jupiter.api.Test;

/**
 * 2,000 tables in 20 schemas, each with the same business tables: retrieval alone takes the first
 * schema's {@code orders}; routed, it ranks only the module the question names.
 */
class LargeCatalogRoutingTest {

    private final Catalog erp = ModularCatalog.catalog();
    private final SchemaRetriever retriever = new SchemaRetriever(new SchemaIndexCache(1), Optional.empty(),
            RetrievalSettings.DEFAULT);

    private static List<String> schemasOf(SchemaContext context) {
        return context.tables().stream().filter(t -> !t.expanded()).map(ChosenTable::table)
                .map(t -> t.name().schema()).distinct().toList();
    }

    @Test
    void routingNarrowsRetrievalToTheModuleTheQuestionNames() {
        assertEquals(2000, erp.tables().size());
        String question = "total amount of orders per customer for logistics";
        SchemaContext unrouted = retriever.retrieve(erp, "erp", question);
        assertTrue(!schemasOf(unrouted).equals(List.of("logistics")), "without routing: " + schemasOf(unrouted));

        long started = System.nanoTime();
        Routing routing = new ModuleRouter().route(erp, Map.of(), question, Optional.empty());
        SchemaContext routed = retriever.retrieve(erp, "erp", question, routing.tables());
        long millis = (System.nanoTime() - started) / 1_000_000;

        assertEquals(List.of("logistics"), routing.modules().stream().map(RoutedModule::name).toList());
        assertEquals(List.of("logistics"), schemasOf(routed));
        List<String> tables = routed.tables().stream().map(t -> t.table().name().name()).toList();
        assertTrue(tables.containsAll(List.of("orders", "customers")), tables.toString());
        assertTrue(millis < 1000, "routing and retrieval of a warm index in " + millis + " ms");
    }
}
