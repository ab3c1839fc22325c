package io.nlguard.nl.abstain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.contract.SchemaLinker;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class BoundaryCheckTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private static final BoundaryFinding BEST = new BoundaryFinding("ambiguous-metric", Outcome.CLARIFY, "best",
            "\"best\" by which measure? products.unit_price · count of products",
            List.of("products.unit_price", "count of products"));

    @Test
    void aVagueQuestionAsksWithItsOptionsAndAChoiceAnswersIt() {
        BoundaryVerdict asked = check("Which are the best products?", NlAbstention.DEFAULT);
        assertEquals("ambiguous-metric", asked.clarification().orElseThrow().kind());
        assertEquals(List.of("products.unit_price", "count of products"), asked.clarification().get().options());
        assertTrue(asked.section().body().isBlank());

        BoundaryVerdict answered = check("Which are the best products? [2]", NlAbstention.DEFAULT);
        assertEquals(Optional.empty(), answered.clarification(), "the finding the choice answers stands down");
        assertEquals("count of products", answered.answered().get(0).answer());
        assertTrue(answered.section().body().contains("The person answered: count of products"),
                answered.section().body());
        assertTrue(answered.evidence().stream().noneMatch(f -> f.kind().equals("ambiguous-metric")),
                "an answered question is no evidence for a decline");
    }

    @Test
    void aNumberBeyondTheOptionsAnswersNothing() {
        BoundaryVerdict verdict = check("Which are the best products? [7]", NlAbstention.DEFAULT);
        assertTrue(verdict.clarification().isPresent());
        assertEquals(List.of("7"), verdict.unmatched());
    }

    @Test
    void wordsNameAnOptionOrStandAsThePersonsOwn() {
        assertEquals("products.unit_price", BoundaryCheck.answer(BEST, "by Products.Unit_Price"));
        assertEquals("by customer reviews", BoundaryCheck.answer(BEST, "by customer reviews"));
        assertEquals("products.unit_price", BoundaryCheck.answer(BEST, "1"));
        assertEquals(null, BoundaryCheck.answer(BEST, "0"));
    }

    @Test
    void aRejectionIsNotAnsweredByAChoice() {
        BoundaryVerdict verdict = check("Show the phone numbers and loyalty tiers of customers. [1]", NlAbstention.DEFAULT);
        assertEquals("unsupported-concept", verdict.rejections().get(0).kind());
        assertEquals(List.of("1"), verdict.unmatched());
        String text = AbstentionText.rejection(verdict);
        assertTrue(text.startsWith("nothing in the schema for \"phone"), text);
        assertTrue(text.contains("\nEvidence:\n- unsupported-concept \"") && text.contains("phone"), text);
    }

    @Test
    void theThresholdsComeFromTheSettingsAndTheLowerBarBacksDeclines() {
        String oneWord = "What do the customers of Oslo earn?";
        assertEquals(List.of(), check(oneWord, NlAbstention.DEFAULT).standing(), "one unsupported word is not enough");
        assertEquals("unsupported-concept", check(oneWord, new NlAbstention(true, 1, 2)).rejections().get(0).kind());
        assertEquals(List.of(), check(oneWord, NlAbstention.DEFAULT).evidence(),
                "nor does it back a decline: the model is asked once more");
        BoundaryVerdict twoWords = check("What do the customers of Oslo earn per shift?", new NlAbstention(true, 3, 2));
        assertEquals(List.of(), twoWords.standing(), "the connection refuses only at three words");
        assertEquals("unsupported-concept", twoWords.evidence().get(0).kind(), "but two back a decline");
        assertEquals(BoundaryVerdict.OFF, check("Which are the best products?", new NlAbstention(false, 2, 2)));
    }

    @Test
    void theClarificationNumbersItsOptionsWithTheirSqlAndShowsTheReAsk() {
        BoundaryVerdict verdict = check("Which are the best products?", NlAbstention.DEFAULT);
        String text = AbstentionText.clarification(verdict, ReAsk.of("Which are the best products?"), List.of(
                new OptionSql("products.unit_price", Optional.of("SELECT name\nFROM products ORDER BY unit_price DESC")),
                new OptionSql("count of products", Optional.empty())));
        assertTrue(text.startsWith("\"best\" by which measure?\n1. products.unit_price → SELECT name FROM products "
                + "ORDER BY unit_price DESC\n2. count of products → (no SQL passed the guard)\n"), text);
        assertTrue(text.contains("e.g. NL: Which are the best products? [1]"), text);
        assertTrue(text.contains("\nEvidence:\n- ambiguous-metric \"best\": "), text);
    }

    private static BoundaryVerdict check(String asked, NlAbstention settings) {
        ReAsk reAsk = ReAsk.of(asked);
        List<ChosenTable> tables = SHOP.tables().stream().map(t -> new ChosenTable(t, t.columns(), false)).toList();
        return new BoundaryCheck(settings).check(reAsk, SHOP, new SchemaLinker().link(SHOP,
                new SchemaContext(tables, "", 0), reAsk.question(), Knowledge.EMPTY.synonyms()), Knowledge.EMPTY, List.of());
    }
}
