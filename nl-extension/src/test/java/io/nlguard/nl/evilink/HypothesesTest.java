package io.nlguard.nl.evilink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** The hypotheses of a reply, and the items each references through the guard's scope. */
class HypothesesTest {

    private final Catalog shop = ShopCatalog.catalog();

    @Test
    void fencesInOrderRepeatsDroppedAtMostAsManyAsAsked() {
        String reply = """
                Here are three:
                ```sql
                SELECT city FROM customers;
                ```
                ```
                SELECT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id
                ```
                ```sql
                SELECT city FROM customers
                ```
                ```sql
                SELECT status FROM orders
                ```
                """;
        assertEquals(List.of("SELECT city FROM customers",
                "SELECT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id",
                "SELECT status FROM orders"), Hypotheses.parse(reply, 4));
        assertEquals(2, Hypotheses.parse(reply, 2).size());
    }

    @Test
    void withoutFencesTheStatementsThatStartAsQueries() {
        assertEquals(List.of("SELECT 1", "with x as (select 2) select * from x"),
                Hypotheses.parse("Sure. SELECT 1; with x as (select 2) select * from x; I hope this helps", 4));
        assertTrue(Hypotheses.parse("I cannot answer that.", 4).isEmpty());
        assertTrue(Hypotheses.parse(null, 4).isEmpty());
    }

    @Test
    void eachHypothesisSelectsWhatScopeResolvesThroughAliasesAndSubqueries() {
        List<String> sqls = Hypotheses.parse("""
                ```sql
                SELECT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id WHERE o.total_amt > 10
                ```
                ```sql
                SELECT city FROM customers WHERE customer_id IN (SELECT customer_id FROM orders)
                ```
                ```sql
                SELECT FROM WHERE
                ```
                """, 4);
        List<SchemaItems> selections = new HypothesisSelections().of(sqls, shop);

        assertEquals(2, selections.size(), "the one the parser cannot read casts no vote");
        assertEquals(Set.of("customers", "orders"), selections.get(0).tables());
        assertEquals(Set.of("customers.city", "customers.customer_id", "orders.customer_id", "orders.total_amt"),
                selections.get(0).fields());
        assertEquals(Set.of("customers.city", "customers.customer_id", "orders.customer_id"), selections.get(1).fields());
    }
}
