package io.nlguard.nl.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmFailure;
import io.nlguard.nl.llm.LlmSettings;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.testsupport.ollama.RecordedRequest;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** K candidates in parallel on the scripted server, whichever call gets whichever reply. */
class CandidateGeneratorTest {

    private static final List<ChatMessage> PROMPT = List.of(ChatMessage.system("Answer with one query."),
            ChatMessage.user("Which customers live in Oslo?"));

    private ScriptedOllama server;
    private OllamaClient client;
    private CandidateGenerator generator;

    @BeforeEach
    void start() {
        server = ScriptedOllama.start();
        client = new OllamaClient(LlmSettings.of(server.baseUrl(), ScriptedOllama.DEFAULT_MODEL)
                .withTimeout(Duration.ofSeconds(2)));
        generator = new CandidateGenerator(client, new SqlExtractor());
    }

    @AfterEach
    void stop() {
        generator.close();
        client.close();
        server.close();
    }

    @Test
    void kCallsWithDistinctSeedsAreDeduplicatedAndFailuresKept() throws Exception {
        server.enqueue(
                ScriptedReply.answer("```sql\nSELECT name FROM customers WHERE city = 'Oslo';\n```"),
                ScriptedReply.answer("select name\nfrom   customers -- in Oslo\nwhere city = 'Oslo'"),
                ScriptedReply.answer("SQL: SELECT name FROM customers WHERE city = 'oslo'"),
                ScriptedReply.answer("I need more information: which column holds the city?"));

        Generation generation = generator.generate(PROMPT, 4, CallContext.of("t-1"));

        assertEquals(4, generation.candidates().size());
        Map<String, Integer> votes = generation.distinct().stream()
                .collect(Collectors.toMap(d -> SqlText.normalized(d.sql()), DistinctSql::votes));
        assertEquals(Map.of("SELECT NAME FROM CUSTOMERS WHERE CITY = 'Oslo'", 2,
                "SELECT NAME FROM CUSTOMERS WHERE CITY = 'oslo'", 1), votes, "a string's case is meaning");
        assertEquals(1, generation.failed().size());
        assertInstanceOf(Extraction.Declined.class, generation.failed().get(0).extraction());

        List<RecordedRequest> calls = server.requests("/api/chat");
        assertEquals(4, calls.size());
        assertEquals(Set.of(42, 43, 44, 45),
                calls.stream().map(r -> r.json().path("options").path("seed").asInt()).collect(Collectors.toSet()));
        for (RecordedRequest call : calls) {
            assertEquals(0.3, call.json().path("options").path("temperature").asDouble(), 1e-6);
        }
        for (int i = 0; i < 4; i++) {
            assertEquals(i, generation.candidates().get(i).index());
            assertEquals(42 + i, generation.candidates().get(i).seed());
        }
    }

    @Test
    void anotherDedupKeyCanBeGiven() throws Exception {
        server.enqueue(ScriptedReply.answer("SELECT 1"), ScriptedReply.answer("SELECT 2"));
        try (CandidateGenerator oneBucket = new CandidateGenerator(client, new SqlExtractor(), sql -> "same", 7)) {
            Generation generation = oneBucket.generate(PROMPT, 2, CallContext.of("t-2"));
            assertEquals(1, generation.distinct().size());
            assertEquals(2, generation.distinct().get(0).votes());
        }
        assertEquals(Set.of(7, 8), server.requests("/api/chat").stream()
                .map(r -> r.json().path("options").path("seed").asInt()).collect(Collectors.toSet()));
    }

    @Test
    void aFailingCallFailsTheRoundAtOnceAndCancelsTheOthers() {
        server.enqueue(ScriptedReply.httpError(404, "model \"scripted-model:latest\" not found, try pulling it first"),
                ScriptedReply.answer("SELECT 1").delayedBy(Duration.ofSeconds(30)),
                ScriptedReply.answer("SELECT 2").delayedBy(Duration.ofSeconds(30)));
        CallContext question = CallContext.of("t-3");

        LlmException failure = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(LlmException.class, () -> generator.generate(PROMPT, 3, question)));

        assertEquals(LlmFailure.MODEL_MISSING, failure.failure());
        assertEquals(false, question.cancellation().isCancelled(), "the question itself is not cancelled");
    }

    @Test
    void theNormalizedKeyIgnoresCaseOfWordsCommentsSpacingAndTheSemicolon() {
        Function<String, String> key = SqlText::normalized;
        assertEquals(key.apply("SELECT a FROM t WHERE b = 'X'"), key.apply("select A\n  from T -- note\n where B='X';"));
        assertEquals(false, key.apply("SELECT \"A\" FROM t").equals(key.apply("SELECT a FROM t")), "quoted names keep case");
    }
}
