package io.nlguard.nl.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.contract.SchemaLinker;
import io.nlguard.nl.knowledge.Groupings;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.knowledge.Metric;
import io.nlguard.nl.knowledge.Synonyms;
import io.nlguard.nl.knowledge.TimeRules;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class BoundaryDetectorsTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private static final Metric NET_REVENUE = new Metric("net_revenue", "what paid orders brought in",
            List.of("net revenue"), "sum(o.total_amt)", "orders o", List.of("o.status = 'paid'"), List.of());

    private final BoundaryDetectors detectors = new BoundaryDetectors();

    @Test
    void conceptsTheSchemaLacksReject() {
        BoundaryFinding finding = only(findings("Show the phone numbers and loyalty tiers of customers.", Knowledge.EMPTY));
        assertEquals(UnsupportedConcept.KIND, finding.kind());
        assertEquals(Outcome.REJECT, finding.outcome());
        assertTrue(finding.evidence().contains("phone") && finding.evidence().contains("loyalty"), finding.evidence());
        assertEquals(List.of(), findings("List the first names of customers in the city Oslo.", Knowledge.EMPTY));
        assertEquals(List.of(), findings("Which customers older than 30 live in Oslo?", Knowledge.EMPTY),
                "words of comparing and living name no concept");
    }

    @Test
    void synonymsAndMetricWordsOfTheKnowledgeFileAreSupported() {
        String question = "Show the turnover and net revenue of clients.";
        assertEquals(UnsupportedConcept.KIND, only(findings(question, Knowledge.EMPTY)).kind());
        Knowledge knowledge = knowledge(Map.of("net_revenue", NET_REVENUE), TimeRules.NONE);
        assertEquals(List.of(), findings(question, knowledge));
    }

    @Test
    void aTimePhraseWithoutARuleAsksWhichPeriod() {
        BoundaryFinding finding = only(findings("Which orders were placed recently?", Knowledge.EMPTY));
        assertEquals(VagueTime.KIND, finding.kind());
        assertEquals(Outcome.CLARIFY, finding.outcome());
        assertEquals("orders.order_date", finding.options().get(0), "the date columns of the linked tables, the named one first");
        TimeRules rules = new TimeRules(Optional.empty(), Optional.empty(),
                Map.of("recently", "{column} >= current_date - 30"));
        assertEquals(List.of(), findings("Which orders were placed recently?", knowledge(Map.of(), rules)));
        assertEquals(List.of(), findings("Which orders were placed in 2020?", Knowledge.EMPTY));
        assertEquals(List.of(), findings("What is the status of the most recent order?", Knowledge.EMPTY),
                "the most recent is a ranking by date");
    }

    @Test
    void aMeasureWordWithoutItsMeasureListsTheNumericColumns() {
        BoundaryFinding finding = only(findings("Which are the best products?", Knowledge.EMPTY));
        assertEquals(AmbiguousMetric.KIND, finding.kind());
        assertEquals(Outcome.CLARIFY, finding.outcome());
        assertEquals(List.of("products.unit_price", "count of products"), finding.options());
        assertEquals(List.of(), findings("Show the top 3 products by unit price.", Knowledge.EMPTY));
        assertEquals(List.of(), findings("Which products have the highest unit price?", Knowledge.EMPTY));
    }

    @Test
    void aFilterWithoutItsValueAsksForIt() {
        BoundaryFinding finding = only(findings("How many customers are from a particular city?", Knowledge.EMPTY));
        assertEquals(UnspecifiedValue.KIND, finding.kind());
        assertEquals(Outcome.CLARIFY, finding.outcome());
        assertEquals(List.of("customers.city"), finding.options());
    }

    @Test
    void aKnownMetricWhoseMandatoryFilterCannotBeKeptRejects() {
        Metric broken = new Metric("net_revenue", "", List.of("net revenue"), "sum(o.total_amt)", "orders o",
                List.of("o.payment_state = 'paid'"), List.of());
        BoundaryFinding finding = only(findings("What is the net revenue?", knowledge(Map.of("net_revenue", broken), TimeRules.NONE)));
        assertEquals(MissingMandatoryFilter.KIND, finding.kind());
        assertEquals(Outcome.REJECT, finding.outcome());
        assertTrue(finding.message().contains("payment_state"), finding.message());
        assertEquals(List.of(), findings("What is the net revenue?", knowledge(Map.of("net_revenue", NET_REVENUE), TimeRules.NONE)));
        assertEquals(List.of(), findings("How many orders are there?", knowledge(Map.of("net_revenue", broken), TimeRules.NONE)),
                "only when the question asks for the metric");
    }

    private List<BoundaryFinding> findings(String question, Knowledge knowledge) {
        List<ChosenTable> tables = SHOP.tables().stream().map(t -> new ChosenTable(t, t.columns(), false)).toList();
        return detectors.findings(question, SHOP, new SchemaLinker().link(SHOP, new SchemaContext(tables, "", 0), question,
                knowledge.synonyms()), knowledge);
    }

    private static Knowledge knowledge(Map<String, Metric> metrics, TimeRules time) {
        Synonyms synonyms = new Synonyms(Map.of("clients", "customers"), Map.of("turnover", "orders.total_amt"), Map.of());
        return new Knowledge(Map.of(), List.of(), metrics, synonyms, time, Groupings.NONE);
    }

    private static BoundaryFinding only(List<BoundaryFinding> findings) {
        assertEquals(1, findings.size(), findings.toString());
        return findings.get(0);
    }

}
