package io.nlguard.nl.pipeline;

import io.nlguard.nl.generate.Candidate;
import io.nlguard.nl.generate.SqlExtractor;
import io.nlguard.nl.llm.LlmReply;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeclinesTest {

    private static Candidate reply(int index, String text) {
        return new Candidate(index, 42 + index, new LlmReply(text, "m", "stop", null, null, null),
                new SqlExtractor().extract(text));
    }

    @Test
    void aClarifyInAnyReplyMakesItAQuestionBack() {
        Declines declines = Declines.of(List.of(reply(0, "CANNOT ANSWER: no such data"),
                reply(1, "Hmm.\nCLARIFY: which year?")));
        assertTrue(declines.clarify());
        assertEquals("which year?", declines.reason());
        assertEquals(2, declines.declining());
    }

    @Test
    void cannotAnswerGivesTheModelsReason() {
        Declines declines = Declines.of(List.of(reply(0, "CANNOT ANSWER: there is no salary column")));
        assertFalse(declines.clarify());
        assertEquals("there is no salary column", declines.reason());
    }

    @Test
    void theDeclinesOfARoundAreCountedBesideItsReplies() {
        Declines declines = Declines.of(List.of(reply(0, "CANNOT ANSWER: none"), reply(1, "```sql\nSELECT 1\n```")));
        assertEquals(1, declines.declining());
        assertEquals(2, declines.replies());
        assertEquals("CANNOT ANSWER: none", declines.text());
        assertEquals(0, Declines.of(List.of(reply(0, "```sql\nSELECT 1\n```"))).declining());
    }
}
