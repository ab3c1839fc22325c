package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ValueMatcherTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ValueIndex index = ValueIndex.build(ShopValues.of(shop));

    @Test
    void aCityNamedInTheQuestionLinksToItsColumn() {
        List<ValueMatch> matches = ValueMatcher.match(index, "Which customers in Oslo ordered more than 3 times?");
        ValueMatch oslo = matches.get(0);
        assertEquals("customers.city", oslo.table().name().name() + "." + oslo.column().name());
        assertEquals("Oslo", oslo.value());
        assertTrue(oslo.exact());
        assertEquals(1.0, oslo.score());
    }

    @Test
    void caseAndAccentsAreFolded() {
        ValueMatch match = only(ValueMatcher.match(index, "customers living in SAO PAULO"), "São Paulo");
        assertTrue(match.exact(), "folded equal");
        assertEquals("SAO PAULO", match.phrase());
    }

    @Test
    void aMisspelledValueMatchesFuzzilyAndScoresBelowAnExactOne() {
        ValueMatch match = only(ValueMatcher.match(index, "suppliers from Norwey"), "Norway");
        assertFalse(match.exact());
        assertTrue(match.score() < 1.0 && match.score() >= 0.6, "0.8 × likeness 5/6: " + match.score());
        assertTrue(ValueMatcher.match(index, "suppliers from Nrwy").isEmpty(), "two edits in four letters is no match");
    }

    @Test
    void aWordFormedFromAValueFindsIt() {
        ValueMatch match = only(ValueMatcher.match(index, "customers who are Brazilian"), "Brazil");
        assertFalse(match.exact());
        assertEquals(0.8 * 6 / 9, match.score(), 1e-9, "the stem's share of the word");
        assertTrue(ValueMatcher.match(index, "the Yorkshire customers").isEmpty(), "at most three letters dropped");
    }

    @Test
    void aLongerExactMatchHidesTheValuesInsideIt() {
        List<ValueMatch> matches = ValueMatcher.match(index, "customers from New York");
        assertEquals(List.of("New York"), matches.stream().map(ValueMatch::value).toList());
    }

    @Test
    void aQuotedStringIsLookedUpWhole() {
        List<ValueMatch> matches = ValueMatcher.match(index, "products of the supplier 'oslo fjord foods'");
        assertEquals("Oslo Fjord Foods", matches.get(0).value());
        assertEquals("company_name", matches.get(0).column().name());
    }

    @Test
    void aCommonWordCountsLessThanAName() {
        ValueMatch shipped = only(ValueMatcher.match(index, "how many orders were shipped?"), "shipped");
        assertEquals(0.6, shipped.score(), 1e-9);
    }

    @Test
    void questionWordsAndNumbersMatchNothing() {
        CatalogValues odd = new CatalogValues(List.of(ShopValues.column(shop, "orders", "status", "list", "2019", "which")), 0);
        assertTrue(ValueMatcher.match(ValueIndex.build(odd), "list which orders of 2019").isEmpty());
    }

    @Test
    void noValuesNoMatches() {
        assertTrue(ValueMatcher.match(ValueIndex.EMPTY, "customers in Oslo").isEmpty());
    }

    private static ValueMatch only(List<ValueMatch> matches, String value) {
        List<ValueMatch> found = matches.stream().filter(m -> m.value().equals(value)).toList();
        assertEquals(1, found.size(), matches.toString());
        return found.get(0);
    }
}
