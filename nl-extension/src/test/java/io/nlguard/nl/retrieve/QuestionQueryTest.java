package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;

class QuestionQueryTest {

    private final Analyzer analyzer = SchemaAnalyzer.create();

    @Test
    void stemsAndDropsStopWords() {
        List<String> terms = QuestionQuery.of("How many orders were shipped to the customers?", analyzer).terms(SchemaIndex.NAME);
        assertTrue(terms.containsAll(List.of("order", "ship", "custom")), terms.toString());
        assertFalse(terms.contains("the"));
        assertFalse(terms.contains("to"));
    }

    @Test
    void keepsQuotedValuesAndMakesAPhraseOfThem() {
        QuestionQuery q = QuestionQuery.of("customers in \"New York\"", analyzer);
        assertTrue(q.terms(SchemaIndex.NAME).containsAll(List.of("new", "york")));
        String query = q.over(Map.of(SchemaIndex.NAME, 1f)).toString();
        assertTrue(query.contains("name:\"new york\""), query);
    }

    @Test
    void prefixFieldCutsWordsToFiveLetters() {
        assertEquals(List.of("consu", "gas"), QuestionQuery.of("consumed gas", analyzer).terms(SchemaIndex.NAME_PREFIX));
    }
}
