package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.evaluate.GuardJudgement;
import io.nlguard.nl.testing.Evaluated;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ValueCheckTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ValueIndex index = ValueIndex.build(ShopValues.of(shop));
    private final ValueCheck check = new ValueCheck();
    private final List<FilterLiteral> probed = new ArrayList<>();
    private final LiteralProbe probe = literal -> {
        probed.add(literal);
        return Optional.of(literal.literal().equals("Pedro"));
    };

    @Test
    void aLiteralTheColumnDoesNotHoldCostsPointsAndTheOtherCandidateWins() {
        Evaluation evaluation = evaluation("SELECT first_name FROM customers WHERE city = 'oslo'",
                "SELECT first_name FROM customers WHERE city = 'Oslo'");
        Evaluation checked = check.review(evaluation, shop, index, 1000, probe);
        assertEquals("SELECT first_name FROM customers WHERE city = 'Oslo'", checked.ranked().get(0).sql());
        EvaluatedCandidate lowered = checked.ranked().get(1);
        assertEquals(80, lowered.score().points());
        assertEquals(List.of("value check (-20.0): 'oslo' for customers.city does not occur (the column holds 'Oslo')"),
                lowered.score().reasons());
        assertTrue(probed.isEmpty(), "the index holds all of the column's values: no question to the database");
    }

    @Test
    void onlyTheTwoBestAreChecked() {
        Evaluation evaluation = evaluation("SELECT 1 FROM customers WHERE city = 'Oslo'",
                "SELECT 2 FROM customers WHERE city = 'Bergen'", "SELECT 3 FROM customers WHERE city = 'Nowhere'");
        assertSame(evaluation, check.review(evaluation, shop, index, 1000, probe));
    }

    @Test
    void aColumnCutAtTheBoundOrNotReadIsAskedOfTheDatabase() {
        Evaluation evaluation = evaluation("SELECT 1 FROM customers WHERE first_name IN ('Ada', 'Pedro', 'Zoe')");
        Evaluation checked = check.review(evaluation, shop, index, 3, probe);
        assertEquals(List.of("Pedro", "Zoe"), probed.stream().map(FilterLiteral::literal).toList(),
                "Ada is among the values read; the column has as many as the bound, so the others may exist");
        assertEquals(80, checked.ranked().get(0).score().points(), "Zoe is not there");
        probed.clear();
        check.review(evaluation("SELECT 1 FROM customers WHERE last_name = 'Smith'"), shop, index, 1000, probe);
        assertEquals(1, probed.size(), "a text column the index did not read");
    }

    @Test
    void aLiteralNeitherCanDecideCostsNothing() {
        Evaluation evaluation = evaluation("SELECT 1 FROM customers WHERE last_name = 'Smith'");
        assertSame(evaluation, check.review(evaluation, shop, index, 1000, LiteralProbe.NONE));
    }

    private static Evaluation evaluation(String... sqls) {
        List<EvaluatedCandidate> ranked = new ArrayList<>();
        for (int i = 0; i < sqls.length; i++) {
            ranked.add(Evaluated.candidate(sqls[i], i, new GuardJudgement(sqls[i], false, "", List.of(), 0, 0),
                    ExplainResult.OK, 100));
        }
        return new Evaluation(ranked);
    }
}
