package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class QuestionShapeTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private static QuestionShape.Kind kind(String question) {
        return QuestionShape.of(question).kind();
    }

    private static double fit(String question, String sql, CandidateResult result) {
        return QuestionShape.of(question).fit(QueryFacts.of(sql, SHOP), result);
    }

    private static CandidateResult rows(int n, Object cell) {
        return CandidateResult.rows(Collections.nCopies(n, List.of(cell)), 1, false);
    }

    @Test
    void theKindOfAnswerComesFromAFewEnglishPhrases() {
        assertEquals(QuestionShape.Kind.COUNT, kind("How many customers live in Oslo?"));
        assertEquals(QuestionShape.Kind.COUNT, kind("What is the number of orders?"));
        assertEquals(QuestionShape.Kind.COUNT_PER_GROUP, kind("How many orders does each customer have?"));
        assertEquals(QuestionShape.Kind.SUPERLATIVE, kind("Which product has the highest unit price?"));
        assertEquals(QuestionShape.Kind.LIST, kind("List the customers who ordered at least 3 times."),
                "'at least' is a bound, not a superlative");
        assertEquals(QuestionShape.Kind.LIST, kind("Which cities do customers live in?"));
        assertEquals(QuestionShape.Kind.OTHER, kind("What is the average unit price?"));
        assertEquals(QuestionShape.Kind.OTHER, kind("Combien de clients habitent à Oslo ?"), "English only");
    }

    @Test
    void aCountQuestionWantsOneRowWithOneNumber() {
        String q = "How many customers are there?";
        assertEquals(1, fit(q, "SELECT count(*) FROM customers", rows(1, 3)));
        assertEquals(0, fit(q, "SELECT first_name FROM customers", rows(3, "Ada")));
        assertEquals(QuestionShape.NEUTRAL, fit(q, "SELECT city, count(*) FROM customers GROUP BY city", rows(2, 1)),
                "it counts, but per group");
        assertEquals(1, fit(q, "SELECT count(*) AS n FROM customers", CandidateResult.NOT_RUN), "not run: by its text");
        assertEquals(1, fit(q, "SELECT count(*) FROM customers", rows(1, new BigDecimal("3"))));
    }

    @Test
    void aSuperlativeWantsOrderByWithLimitOrMaxOrMin() {
        String q = "Which product has the highest unit price?";
        assertEquals(1, fit(q, "SELECT product_name FROM products ORDER BY unit_price DESC LIMIT 1", rows(1, "x")));
        assertEquals(1, fit(q, "SELECT product_name FROM products WHERE unit_price = (SELECT max(unit_price) "
                + "FROM products)", rows(1, "x")));
        assertEquals(0, fit(q, "SELECT product_name FROM products ORDER BY unit_price DESC", rows(5, "x")));
    }

    @Test
    void aListWantsRowsAndOtherQuestionsFavourNoCandidate() {
        assertEquals(1, fit("List the cities.", "SELECT city FROM customers", rows(2, "Oslo")));
        assertEquals(0, fit("List the cities.", "SELECT city FROM customers WHERE 1 = 0", rows(0, "Oslo")));
        assertEquals(QuestionShape.NEUTRAL, fit("What is the average unit price?", "SELECT avg(unit_price) FROM products",
                rows(1, 2)));
    }
}
