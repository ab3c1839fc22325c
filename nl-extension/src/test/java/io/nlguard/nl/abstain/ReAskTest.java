package io.nlguard.nl.abstain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class ReAskTest {

    @Test
    void aTrailingBracketIsTheChoiceAndTheQuestionIsWhatPrecedesIt() {
        assertEquals(new ReAsk("who are the top customers?", List.of("1")), ReAsk.of("who are the top customers? [1]"));
        assertEquals(new ReAsk("who are the top customers?", List.of("by total order amount")),
                ReAsk.of("  who are the top customers?[ by total order amount ]  "));
    }

    @Test
    void severalTrailingBracketsAnswerTheClarificationsInOrder() {
        assertEquals(new ReAsk("top customers recently?", List.of("2", "orders.placed_on")),
                ReAsk.of("top customers recently? [2] [orders.placed_on]"));
    }

    @Test
    void aQuestionWithoutATrailingBracketIsAsAsked() {
        assertEquals(new ReAsk("which customers live in Oslo?", List.of()), ReAsk.of("which customers live in Oslo?"));
        assertEquals(new ReAsk("show a[1] and b", List.of()), ReAsk.of("show a[1] and b"), "only at the end");
        assertEquals(new ReAsk("who is top? []", List.of()), ReAsk.of("who is top? []"), "an empty bracket is no choice");
        assertEquals(new ReAsk("[1]", List.of()), ReAsk.of("[1]"), "a bracket alone is the question, not a choice");
    }

    @Test
    void aLongOrMultiLineBracketIsNoChoice() {
        String long_ = "x".repeat(ReAsk.MAX_CHOICE + 1);
        assertEquals(List.of(), ReAsk.of("who is top? [" + long_ + "]").choices());
        assertEquals(List.of(), ReAsk.of("who is top? [a\nb]").choices());
    }

    @Test
    void theReAskIsWrittenBackAsTheSuffix() {
        assertEquals("who are the top customers? [1] [orders.total]",
                ReAsk.reAsked("who are the top customers?", List.of("1", "orders.total")));
        ReAsk again = ReAsk.of(ReAsk.reAsked("q?", List.of("by amount")));
        assertEquals(new ReAsk("q?", List.of("by amount")), again);
    }
}
