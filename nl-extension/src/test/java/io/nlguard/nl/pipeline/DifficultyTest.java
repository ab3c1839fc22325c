package io.nlguard.nl.pipeline;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DifficultyTest {

    @Test
    void aShortLookupOverOneTableIsEasy() {
        assertEquals(Difficulty.EASY, Difficulty.candidates("which customers live in Oslo?", 1));
    }

    @Test
    void rankingOrGroupingWordsMakeItDefault() {
        assertEquals(Difficulty.DEFAULT, Difficulty.candidates("the average order total per city", 2));
    }

    @Test
    void manyTablesOrALongQuestionAddToIt() {
        assertEquals(Difficulty.HARD, Difficulty.candidates("the top 3 customers by revenue", 3));
        assertEquals(Difficulty.HARD, Difficulty.candidates("for every supplier list the products that were ordered "
                + "in january together with the names of the customers who ordered them", 1));
        assertEquals(Difficulty.DEFAULT, Difficulty.candidates("customer names", 4));
    }
}
