package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.joins.JoinEdge;
import io.nlguard.nl.joins.JoinPlan;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** A candidate's text as selection reads it, and the seed's reranker signals computed from it. */
class QueryFactsTest {

    private static final Catalog SHOP = ShopCatalog.catalog();
    private static final Table CUSTOMERS = SHOP.table("customers").orElseThrow();
    private static final Table ORDERS = SHOP.table("orders").orElseThrow();
    private static final Table PRODUCTS = SHOP.table("products").orElseThrow();

    private static final String JOINED = "SELECT c.city, count(*) FROM customers c JOIN orders o "
            + "ON o.customer_id = c.customer_id GROUP BY c.city ORDER BY 2 DESC LIMIT 1";

    @Test
    void itReadsTablesJoinsAndShape() {
        QueryFacts facts = QueryFacts.of(JOINED, SHOP);
        assertTrue(facts.parses());
        assertEquals(Set.of(CUSTOMERS, ORDERS), facts.tables());
        assertEquals(Set.of(List.of("customers.customer_id", "orders.customer_id")), facts.joins());
        assertTrue(facts.ordered() && facts.limited() && facts.counts());
        assertFalse(facts.extremum());
        assertFalse(QueryFacts.of("SELECT (", SHOP).parses());
    }

    @Test
    void schemaAdherenceIsTheShareOfWhatItUsesThatTheContractAllows() {
        SchemaContract contract = new SchemaContract(List.of(), List.of(), List.of(), List.of(CUSTOMERS, ORDERS),
                Map.of(), List.of(), List.of(), List.of());
        assertEquals(1.0, SchemaAdherence.of(QueryFacts.of(JOINED, SHOP), contract), 1e-9);
        double off = SchemaAdherence.of(QueryFacts.of("SELECT product_name FROM products p JOIN customers c "
                + "ON c.customer_id = p.product_id", SHOP), contract);
        assertTrue(off > 0 && off < 1, "half its tables, a third of its columns: " + off);
        assertTrue(Double.isNaN(SchemaAdherence.of(QueryFacts.of(JOINED, SHOP), SchemaContract.NONE)));
    }

    @Test
    void joinMatchComparesItsJoinConditionsWithTheSkeletonEitherSideFirst() {
        JoinPlan plan = new JoinPlan(List.of(ORDERS, CUSTOMERS), ORDERS, List.of(new JoinEdge(ORDERS,
                List.of("customer_id"), CUSTOMERS, List.of("customer_id"), true)), List.of(), List.of(), 40);
        assertEquals(1.0, JoinMatch.of(QueryFacts.of(JOINED, SHOP), plan));
        assertEquals(0.0, JoinMatch.of(QueryFacts.of("SELECT c.city FROM customers c JOIN orders o "
                + "ON o.order_id = c.customer_id", SHOP), plan));
        assertEquals(0.0, JoinMatch.of(QueryFacts.of("SELECT city FROM customers", SHOP), plan));
        assertTrue(Double.isNaN(JoinMatch.of(QueryFacts.of(JOINED, SHOP), JoinPlan.NONE)));
        assertTrue(Double.isNaN(JoinMatch.of(QueryFacts.of("SELECT 1", SHOP), new JoinPlan(List.of(PRODUCTS),
                PRODUCTS, List.of(), List.of(), List.of(), 40))));
    }
}
