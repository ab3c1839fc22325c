package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.retrieve.ScoredColumn;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ValueHintsTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ValueIndex index = ValueIndex.build(ShopValues.of(shop));

    @Test
    void anExactMatchSaysWhichColumnHoldsTheValue() {
        assertEquals(List.of("-- \"Oslo\" is a value of customers.city"),
                ValueHints.lines(ValueMatcher.match(index, "customers in Oslo")));
    }

    @Test
    void aFuzzyOrFoldedMatchAlsoSaysWhatTheQuestionWrote() {
        assertEquals(List.of("-- \"Norway\" is a value of suppliers.country (the question says \"Norwey\")"),
                ValueHints.lines(ValueMatcher.match(index, "suppliers in Norwey")));
    }

    @Test
    void eachMatchedColumnOnceWithItsBestScore() {
        List<ScoredColumn> columns = ValueHints.columns(ValueMatcher.match(index, "customers of Oslo or Bergen, in Norwey"));
        assertEquals(List.of("city", "country"), columns.stream().map(c -> c.column().name()).toList());
        assertEquals(1.0, columns.get(0).score());
    }
}
