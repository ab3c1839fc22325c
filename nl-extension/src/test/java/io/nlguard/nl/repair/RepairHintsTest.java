package io.nlguard.nl.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.evaluate.GuardJudgement;
import io.nlguard.nl.testing.Evaluated;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class RepairHintsTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private static EvaluatedCandidate candidate(String sql, GuardJudgement guard, ExplainResult explain) {
        return Evaluated.candidate(sql, 0, guard, explain, 0);
    }

    @Test
    void anUndefinedColumnGetsTheGuardsNotesAndTheColumnsOfTheTablesRead() {
        String sql = "SELECT c.town FROM customers c JOIN orders o ON o.customer_id = c.customer_id";
        String hints = RepairHints.of(candidate(sql, new GuardJudgement(sql, false, "",
                        List.of("customers has no column town; did you mean city?"), 0, 0),
                ExplainResult.failed("42703", "column c.town does not exist")), SHOP);
        List<String> lines = hints.lines().toList();
        assertTrue(lines.get(0).contains("42703") && lines.get(0).contains("c.town"), hints);
        assertEquals("The guard noted: customers has no column town; did you mean city?", lines.get(1));
        assertEquals("Use only these columns of the tables the query reads: customers(customer_id, first_name, "
                + "last_name, city, dob); orders(order_id, customer_id, order_date, total_amt, status).", lines.get(2));
    }

    @Test
    void anotherErrorGetsNoWhitelist() {
        String sql = "SELECT city FROM customers GROUP BY 2";
        String hints = RepairHints.of(candidate(sql, new GuardJudgement(sql, false, "", List.of(), 0, 0),
                ExplainResult.failed("42P10", "GROUP BY position 2 is not in select list")), SHOP);
        assertTrue(hints.contains("42P10"), hints);
        assertFalse(hints.contains("Use only these columns"), hints);
    }

    @Test
    void aPassingCandidateNeedsNoRepair() {
        String sql = "SELECT city FROM customers";
        assertEquals("", RepairHints.of(candidate(sql, new GuardJudgement(sql, false, "", List.of("a note"), 0, 0),
                ExplainResult.OK), SHOP));
    }
}
