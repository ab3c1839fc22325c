package io.nlguard.nl.contract;

import static io.nlguard.nl.contract.SchemaLinkerTest.context;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.DayOfWeek;
import java.time.MonthDay;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.knowledge.Groupings;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.knowledge.Metric;
import io.nlguard.nl.knowledge.Synonyms;
import io.nlguard.nl.knowledge.TimeRules;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** The knowledge file in the schema contract (synonyms) and in the Business definitions section (metrics, time). */
class KnowledgeLinkingTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private static final Synonyms SYNONYMS = new Synonyms(Map.of("clients", "customers"),
            Map.of("turnover", "orders.total_amt"),
            Map.of("NYC", new Synonyms.ValueSynonym("customers.city", "New York")));

    private static final Metric NET_REVENUE = new Metric("net_revenue", "what paid orders brought in",
            List.of("net revenue", "revenue"), "sum(o.total_amt)", "orders o", List.of("o.status = 'paid'"), List.of());

    private final SchemaLinker linker = new SchemaLinker();

    @Test
    void aTableSynonymLinksItsTable() {
        String question = "How many clients are there per city?";
        SchemaContract without = linker.link(SHOP, context("orders", "products", "customers"), question);
        assertTrue(without.unsupported().contains("clients"), without.unsupported().toString());
        SchemaContract with = linker.link(SHOP, context("orders", "products", "customers"), question, SYNONYMS);
        assertEquals("customers", with.required().get(0).name().name(), with.required().toString());
        assertFalse(with.unsupported().contains("clients"), with.unsupported().toString());
    }

    @Test
    void aColumnSynonymLinksItsColumn() {
        SchemaContract contract = linker.link(SHOP, context("products", "orders"), "What was the turnover in 2024?",
                SYNONYMS);
        assertTrue(contract.matches().stream().anyMatch(m -> m.column().name().equals("total_amt")
                && m.phrase().text().equals("turnover") && m.score() == 1.0), contract.matches().toString());
        assertTrue(contract.required().stream().anyMatch(t -> t.name().name().equals("orders")));
    }

    @Test
    void aValueSynonymIsAValueHintWithTheStoredValue() {
        SchemaContract contract = linker.link(SHOP, context("customers", "orders"), "List the customers from NYC",
                SYNONYMS);
        assertEquals("'New York' → customers.city", contract.valueHints().get(0).describe());
        assertFalse(contract.unsupported().contains("nyc"), contract.unsupported().toString());
    }

    @Test
    void aMetricIsDefinedWhenItsWordsAreInTheQuestion() {
        Knowledge knowledge = knowledge(NET_REVENUE);
        BusinessDefinitions asked = BusinessDefinitions.of(knowledge, SHOP, "Net revenue by city in 2024");
        assertEquals("""
                - net_revenue (the question says "net revenue", "revenue"): what paid orders brought in
                  SQL: sum(o.total_amt) FROM orders o
                  Mandatory filters: o.status = 'paid'
                  Default grouping: o.status
                """, asked.render(knowledge.time()));
        BusinessDefinitions notAsked = BusinessDefinitions.of(knowledge, SHOP, "How many customers live in Oslo?");
        assertEquals("", notAsked.render(knowledge.time()));
        assertEquals("0 metrics, 0 time rules", notAsked.summary());
    }

    @Test
    void aMetricNamingWhatTheSchemaLacksIsAKnowledgeProblemNotADefinition() {
        Metric broken = new Metric("net_revenue", "", List.of("revenue"), "sum(o.amount)", "orders o",
                List.of("o.state = 'paid'"), List.of());
        BusinessDefinitions asked = BusinessDefinitions.of(knowledge(broken), SHOP, "revenue per city");
        assertTrue(asked.metrics().isEmpty());
        assertEquals(List.of("metric net_revenue names what the schema lacks: column amount, column state"),
                asked.problems());
        assertTrue(asked.summary().contains("knowledge problems"), asked.summary());
        Metric noTable = new Metric("m", "", List.of("revenue"), "count(*)", "invoices", List.of(), List.of());
        assertEquals(List.of("metric m names what the schema lacks: table invoices"),
                BusinessDefinitions.of(knowledge(noTable), SHOP, "revenue").problems());
    }

    @Test
    void aTimeRuleIsDefinedWhenItsPhraseIsInTheQuestion() {
        TimeRules time = new TimeRules(Optional.of(MonthDay.of(4, 1)), Optional.of(DayOfWeek.MONDAY),
                Map.of("last quarter", "{column} >= date_trunc('quarter', now()) - interval '3 months'"));
        Knowledge knowledge = new Knowledge(Map.of(), List.of(), Map.of(), Synonyms.NONE, time, Groupings.NONE);
        assertEquals("""
                - "last quarter" means: {column} >= date_trunc('quarter', now()) - interval '3 months' ({column}: the date column meant)
                - The fiscal year starts on April 1
                - Weeks start on Monday
                """, BusinessDefinitions.of(knowledge, SHOP, "Orders of the last quarter").render(time));
        assertEquals("", BusinessDefinitions.of(knowledge, SHOP, "Orders of recent weeks").render(time));
    }

    private static Knowledge knowledge(Metric metric) {
        return new Knowledge(Map.of(), List.of(), Map.of(metric.name(), metric), Synonyms.NONE, TimeRules.NONE,
                new Groupings(Map.of("orders", List.of("o.status"))));
    }
}
