package io.nlguard.cli.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** Each mutation kind on hand-written (question, gold SQL) pairs: where it applies, what it writes, where it does not. */
class MutationKindsTest {

    @Test
    void constraintFollowUpKeepsTheSlotAndDropsTheValue() {
        Mutation rule = new ConstraintFollowUp();
        assertEquals(Label.CLARIFY, rule.label());
        Mutant m = Pairs.apply(rule, "How many singers are from France?",
                "SELECT count(*) FROM singer WHERE country = 'France'").orElseThrow();
        assertEquals("How many singers are from a particular country?", m.question());
        assertTrue(m.evidence().contains("'France'"), m.evidence());
        // the noun before the value goes with it, quotes too
        assertEquals("List the singers in a particular country.", Pairs.apply(rule, "List the singers in the country \"France\".",
                "SELECT name FROM singer WHERE country = 'France'").orElseThrow().question());
    }

    @Test
    void constraintFollowUpLeavesNumbersVerbsAndNounPhrasesAlone() {
        Mutation rule = new ConstraintFollowUp();
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many singers are older than 30?",
                "SELECT count(*) FROM singer WHERE age > 30"));
        // a lower-case value after a copula reads as a verb or adjective, not as the filter's value
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many stadiums are closed?",
                "SELECT count(*) FROM stadium WHERE location = 'closed'"));
        // the value inside a longer noun phrase
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many France Telecom singers are there?",
                "SELECT count(*) FROM singer WHERE country = 'France'"));
        // two values of one column: "France or Spain"
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many singers are from France or Spain?",
                "SELECT count(*) FROM singer WHERE country = 'France' OR country = 'Spain'"));
    }

    @Test
    void vagueTimeReplacesTheYearTheGoldFiltersOn() {
        Mutation rule = new VagueTime();
        assertEquals(Label.CLARIFY, rule.label());
        String mutated = Pairs.apply(rule, "How many concerts were held after 2010?",
                "SELECT count(*) FROM concert WHERE year > 2010").orElseThrow().question();
        assertTrue(List.of("How many concerts were held recently?", "How many concerts were held lately?").contains(mutated), mutated);
        assertEquals("How many concerts were held long ago?", Pairs.apply(rule, "How many concerts were held before 1990?",
                "SELECT count(*) FROM concert WHERE year < 1990").orElseThrow().question());
    }

    @Test
    void vagueTimeNeedsOneYearFilterNamedInTheQuestion() {
        Mutation rule = new VagueTime();
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many concerts were held between 2010 and 2014?",
                "SELECT count(*) FROM concert WHERE year >= 2010 AND year <= 2014"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many concerts were there in 2010?",
                "SELECT count(*) FROM concert"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many concerts were held in 2014 or after?",
                "SELECT count(*) FROM concert WHERE year >= 2014"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "Which singers have a birth year before 1950?",
                "SELECT name FROM singer WHERE birth_year < 1950"));
    }

    @Test
    void vagueMetricRemovesTheMeasureOfARankingQuestion() {
        Mutation rule = new VagueMetric();
        assertEquals(Label.CLARIFY, rule.label());
        assertEquals("What is the name of the best singer?", Pairs.apply(rule, "What is the name of the oldest singer?",
                "SELECT name FROM singer ORDER BY age DESC LIMIT 1").orElseThrow().question());
        String figures = Pairs.apply(rule, "Which stadium has the highest capacity?",
                "SELECT name FROM stadium ORDER BY capacity DESC LIMIT 1").orElseThrow().question();
        assertTrue(figures.matches("Which stadium has the (best|top) figures\\?"), figures);
    }

    @Test
    void vagueMetricLeavesCountsAndUnrankedQuestionsAlone() {
        Mutation rule = new VagueMetric();
        assertEquals(Optional.empty(), Pairs.apply(rule, "Which stadium has the largest number of concerts?",
                "SELECT s.name FROM stadium s JOIN concert c ON s.stadium_id = c.stadium_id GROUP BY s.name"
                        + " ORDER BY count(*) DESC LIMIT 1"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "What are the names of the oldest singers?",
                "SELECT name FROM singer"));
        // the measure goes on past the column's name: no clean cut
        assertEquals(Optional.empty(), Pairs.apply(rule, "Which singer has the highest age group?",
                "SELECT name FROM singer ORDER BY age DESC LIMIT 1"));
    }

    @Test
    void missingColumnAsksForAConceptTheSchemaLacks() {
        Mutation rule = new MissingColumn();
        assertEquals(Label.REJECT, rule.label());
        Mutant m = Pairs.apply(rule, "What are the names of singers from France?",
                "SELECT name FROM singer WHERE country = 'France'").orElseThrow();
        assertTrue(m.question().matches("What are the (email addresses|phone numbers|websites|customer ratings"
                + "|postal codes|social media accounts) of singers from France\\?"), m.question());
        assertTrue(m.evidence().contains("singer.name"), m.evidence());
    }

    @Test
    void missingColumnNeedsOnePlainProjectionNamedOnce() {
        Mutation rule = new MissingColumn();
        assertEquals(Optional.empty(), Pairs.apply(rule, "What is the average age of singers?", "SELECT avg(age) FROM singer"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "What are the names and ages of singers?", "SELECT name, age FROM singer"));
        // the projected column also filters: its word in the question may be the filter's
        assertEquals(Optional.empty(), Pairs.apply(rule, "Which countries have singers from the country France?",
                "SELECT country FROM singer WHERE country = 'France'"));
        // "the years in which": the column names a time, a concept would not fit
        assertEquals(Optional.empty(), Pairs.apply(rule, "What are the years in which concerts took place?",
                "SELECT year FROM concert"));
    }

    @Test
    void missingDimensionReplacesTheGroupingTheQuestionNames() {
        Mutation rule = new MissingDimension();
        assertEquals(Label.REJECT, rule.label());
        Mutant m = Pairs.apply(rule, "How many singers are there for each country?",
                "SELECT country, count(*) FROM singer GROUP BY country").orElseThrow();
        assertTrue(m.question().startsWith("How many singers are there for each "), m.question());
        assertFalse(m.question().contains("country"), m.question());
        assertTrue(MissingDimension.DIMENSIONS.stream().anyMatch(m.question()::contains), m.question());
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many singers are there for each country?",
                "SELECT count(*) FROM singer"));
        assertEquals(Optional.empty(), Pairs.apply(rule, "How many singers are there by country?",
                "SELECT country, count(*) FROM singer GROUP BY country"));
    }

    @Test
    void aConceptIsAbsentOnlyWhenNoNameHoldsAnyOfItsWords() {
        SchemaVocabulary vocabulary = SchemaVocabulary.of(Pairs.CATALOG);
        assertTrue(vocabulary.lacks("email address"));
        assertFalse(vocabulary.lacks("stadium location"));
        assertFalse(vocabulary.lacks("net worth"));
        assertFalse(vocabulary.lacks("countries"));
    }
}
