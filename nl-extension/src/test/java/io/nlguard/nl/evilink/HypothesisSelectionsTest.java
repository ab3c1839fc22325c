package io.nlguard.nl.evilink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** Each hypothesis' selection is what the guard's scope resolves its references to. */
class HypothesisSelectionsTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final HypothesisSelections selections = new HypothesisSelections();

    @Test
    void aliasesSubqueriesAndCtesResolveToCatalogItems() {
        List<SchemaItems> read = selections.of(List.of(
                "SELECT c.city FROM customers c WHERE c.customer_id IN (SELECT o.customer_id FROM orders o WHERE o.status = 'paid')",
                """
                WITH spend AS (SELECT customer_id AS who, sum(total_amt) AS total FROM orders GROUP BY customer_id)
                SELECT s.total, x.last_name FROM spend s JOIN customers x ON x.customer_id = s.who"""), shop);

        assertEquals(2, read.size());
        assertEquals(Set.of("customers", "orders"), read.get(0).tables());
        assertEquals(Set.of("customers.city", "customers.customer_id", "orders.customer_id", "orders.status"), read.get(0).fields());
        // the CTE's name and its output columns are no catalog items; what it reads is
        assertEquals(Set.of("orders", "customers"), read.get(1).tables());
        assertEquals(Set.of("orders.customer_id", "orders.total_amt", "customers.last_name", "customers.customer_id"),
                read.get(1).fields());
    }

    @Test
    void anUnreadableOrMissingHypothesisCastsNoVote() {
        List<SchemaItems> read = selections.of(Arrays.asList("SELECT FROM WHERE", null, "",
                "SELECT qty FROM order_items; SELECT 1", "SELECT stars FROM reviews"), shop);
        assertEquals(1, read.size());
        assertEquals(Set.of("reviews.stars"), read.get(0).fields());
        MultiHypothesisLinking linking = new CrossVoting(Credibility.DEFAULT).vote(read, shop);
        assertEquals(1, linking.hypotheses());
        assertTrue(linking.uncertain().tables().contains("reviews"), "one path alone is 2/3: uncertain");
    }

    @Test
    void selectedSchemaRendersTheSelectionAsMSchema() {
        SchemaItems items = new SchemaItems(Set.of("suppliers"), Set.of("orders.total_amt", "orders.order_id"));
        var tables = SelectedSchema.tables(items, shop);
        assertEquals(List.of("orders", "suppliers"), tables.stream().map(t -> t.table().name().name()).toList());
        assertEquals(List.of("order_id", "total_amt"), tables.get(0).columns().stream().map(c -> c.name()).toList());
        assertTrue(tables.get(1).columns().isEmpty(), "a table selected without fields is shown by name only");
        int selected = SelectedSchema.tokens("shop", items, shop, io.nlguard.nl.retrieve.SchemaComments.NONE);
        int whole = SelectedSchema.tokens("shop", SelectedSchema.whole(shop), shop, io.nlguard.nl.retrieve.SchemaComments.NONE);
        assertTrue(selected > 0 && selected < whole / 2, selected + " of " + whole);
    }
}
