package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class QuestionPhrasesTest {

    @Test
    void quotedStringsComeFirstThenLongerPhrases() {
        List<QuestionPhrases.Phrase> phrases = QuestionPhrases.of("Which dogs of breed \"Bull dog\" live in New York City?");
        assertEquals("Bull dog", phrases.get(0).text());
        assertTrue(phrases.get(0).quoted());
        List<String> texts = phrases.stream().map(QuestionPhrases.Phrase::text).toList();
        assertTrue(texts.indexOf("New York City") < texts.indexOf("York"), texts.toString());
        assertTrue(texts.contains("dogs of breed"), "a stop word inside a phrase is kept: " + texts);
    }

    @Test
    void phrasesDoNotStartOrEndWithStopOrQuestionWordsAndAreNotOnlyDigits() {
        List<String> texts = QuestionPhrases.of("How many orders in 2019 were cancelled?").stream()
                .map(QuestionPhrases.Phrase::text).toList();
        assertFalse(texts.contains("How many"));
        assertFalse(texts.contains("2019"));
        assertFalse(texts.contains("in 2019"));
        assertTrue(texts.contains("cancelled"));
        assertTrue(texts.contains("orders in 2019"));
    }

    @Test
    void aCapitalAfterTheFirstWordOrADigitMakesAPhraseNameLike() {
        List<QuestionPhrases.Phrase> phrases = QuestionPhrases.of("Customers in Oslo with code A2 who shipped");
        assertFalse(find(phrases, "Customers").nameLike(), "the first word's capital is the sentence's");
        assertTrue(find(phrases, "Oslo").nameLike());
        assertTrue(find(phrases, "A2").nameLike());
        assertFalse(find(phrases, "shipped").nameLike());
    }

    @Test
    void wordsKeepTheirInnerPunctuation() {
        List<String> texts = QuestionPhrases.of("players from St. Louis like O'Brien").stream()
                .map(QuestionPhrases.Phrase::text).toList();
        assertTrue(texts.contains("O'Brien"), texts.toString());
    }

    private static QuestionPhrases.Phrase find(List<QuestionPhrases.Phrase> phrases, String text) {
        return phrases.stream().filter(p -> p.text().equals(text)).findFirst().orElseThrow();
    }
}
