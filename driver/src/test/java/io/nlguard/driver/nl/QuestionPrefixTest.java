package io.nlguard.driver.nl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuestionPrefixTest {

    private final QuestionPrefix nl = new QuestionPrefix("NL:");

    @ParameterizedTest
    @ValueSource(strings = {
            "NL: how many orders?",
            "nl: how many orders?",
            "Nl:how many orders?",
            "   \n\tNL: how many orders?  ",
            "/* c */ NL: how many orders?",
            "/* outer /* nested */ still comment */NL: how many orders?",
            "-- c\nNL: how many orders?",
            "-- one\n  -- two\n/* three */\nNL:   how many orders?",
    })
    void questionsAreRecognised(String text) {
        assertEquals("how many orders?", nl.questionIn(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT 'NL: no' FROM t",
            "select 1 -- NL: in a comment after code",
            "/* NL: inside a comment */ SELECT 1",
            "-- NL: in a line comment\nSELECT 1",
            "/* never closed NL: x",
            "N L: spaced",
            "",
            "NLX: other prefix",
    })
    void sqlIsNotAQuestion(String text) {
        assertNull(nl.questionIn(text));
    }

    @Test
    void nullIsNoQuestion() {
        assertNull(nl.questionIn(null));
    }

    @Test
    void thePrefixAloneIsAnEmptyQuestion() {
        assertEquals("", nl.questionIn("  NL:  "));
    }

    @Test
    void anotherPrefixIsReadTheSameWay() {
        QuestionPrefix ask = new QuestionPrefix("ASK");
        assertEquals("which cities?", ask.questionIn("/* c */ ask which cities?"));
        assertNull(ask.questionIn("NL: which cities?"));
    }
}
