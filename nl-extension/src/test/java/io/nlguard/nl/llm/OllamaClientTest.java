package io.nlguard.nl.llm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;

import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** The client against the scripted Ollama server: every endpoint, and every way a call fails. */
class OllamaClientTest {

    private static final String MODEL = ScriptedOllama.DEFAULT_MODEL;
    private static final String EMBED_MODEL = "nomic-embed-text:latest";
    private static final String ANSWER = "```sql\nSELECT name FROM customers WHERE city = 'Oslo'\n```";
    /** Generous: a call that fails fast must not come near it. */
    private static final Duration FAST = Duration.ofSeconds(10);

    private ScriptedOllama server;
    private final CallContext context = CallContext.of("trace-7");

    @BeforeEach
    void start() {
        server = ScriptedOllama.start(MODEL, EMBED_MODEL);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private OllamaClient client(boolean stream, Duration timeout) {
        return new OllamaClient(new LlmSettings(server.baseUrl(), MODEL, EMBED_MODEL, timeout, stream));
    }

    private static List<ChatMessage> question() {
        return List.of(ChatMessage.system("Answer with one PostgreSQL query."),
                ChatMessage.user("Which customers live in Oslo?"));
    }

    @ParameterizedTest(name = "stream={0}")
    @ValueSource(booleans = {true, false})
    void chatReturnsTheWholeAnswerWithTokensAndTimings(boolean stream) throws Exception {
        server.enqueue(ScriptedReply.answer(ANSWER).withTokens(412, 23));
        try (OllamaClient client = client(stream, LlmSettings.DEFAULT_TIMEOUT)) {
            LlmReply reply = client.chat(question(), new Sampling(0.3, 11, 256), context);

            assertEquals(ANSWER, reply.text());
            assertEquals(MODEL, reply.model());
            assertEquals(412, reply.promptTokens());
            assertEquals(23, reply.completionTokens());
            assertEquals("stop", reply.doneReason());
            assertFalse(reply.cutOff());
            assertNotNull(reply.timings().wall());
            assertNotNull(reply.timings().total(), "Ollama's total_duration");
        }
        JsonNode sent = server.lastModelRequest().json();
        assertEquals("/api/chat", server.lastModelRequest().path());
        assertEquals(stream, sent.path("stream").asBoolean(!stream));
        assertFalse(sent.path("think").asBoolean(true), "thinking off");
        assertEquals(MODEL, sent.path("model").asText());
        assertEquals(0.3, sent.path("options").path("temperature").asDouble(), 1e-6);
        assertEquals(11, sent.path("options").path("seed").asInt());
        assertEquals(256, sent.path("options").path("num_predict").asInt());
        assertEquals("system", sent.path("messages").get(0).path("role").asText());
        assertEquals("Which customers live in Oslo?", sent.path("messages").get(1).path("content").asText());
    }

    @Test
    void defaultSamplingSendsNoOptions() throws Exception {
        server.enqueue(ScriptedReply.answer("SELECT 1"));
        try (OllamaClient client = client(false, LlmSettings.DEFAULT_TIMEOUT)) {
            LlmReply reply = client.chat(question(), Sampling.DEFAULTS, context);
            assertEquals("SELECT 1", reply.text());
            assertNull(reply.promptTokens(), "not reported, not invented");
        }
        JsonNode options = server.lastModelRequest().json().path("options");
        assertFalse(options.has("temperature") || options.has("seed") || options.has("num_predict"), options.toString());
    }

    @ParameterizedTest(name = "stream={0}")
    @ValueSource(booleans = {true, false})
    void generateCompletesAPromptWithItsSystemText(boolean stream) throws Exception {
        server.enqueue(ScriptedReply.answer("SELECT count(*) FROM orders").withTokens(30, 9));
        try (OllamaClient client = client(stream, LlmSettings.DEFAULT_TIMEOUT)) {
            LlmReply reply = client.generate("Answer with SQL only.", "How many orders?", Sampling.of(0, 3), context);

            assertEquals("SELECT count(*) FROM orders", reply.text());
            assertEquals(30, reply.promptTokens());
            assertEquals(9, reply.completionTokens());
        }
        assertEquals("/api/generate", server.lastModelRequest().path());
        assertEquals("Answer with SQL only.\n\nHow many orders?", server.lastModelRequest().promptText());
        assertEquals(stream, server.lastModelRequest().json().path("stream").asBoolean(!stream));
    }

    @Test
    void embedGetsOneVectorPerTextInOneCall() throws Exception {
        server.embedding("customers", 0.6f, 0.8f).embedding("orders", 1f, 0f);
        try (OllamaClient client = client(true, LlmSettings.DEFAULT_TIMEOUT)) {
            EmbeddingBatch batch = client.embed(List.of("orders", "customers", "order lines"), context);

            assertEquals(3, batch.size());
            assertArrayEquals(new float[] {1f, 0f}, batch.vector(0));
            assertArrayEquals(new float[] {0.6f, 0.8f}, batch.vector(1));
            assertTrue(batch.vector(2).length > 2, "a default vector for an unscripted text");
            assertEquals(EMBED_MODEL, batch.model());
            assertNotNull(batch.promptTokens());
        }
        assertEquals(1, server.requests("/api/embed").size());
        assertEquals(EMBED_MODEL, server.requests("/api/embed").get(0).json().path("model").asText());
    }

    @Test
    void embedWithAModelTheServerLacksSaysModelNotPulled() {
        try (OllamaClient client = new OllamaClient(
                LlmSettings.of(server.baseUrl(), MODEL).withEmbedModel("all-minilm"))) {
            LlmException missing = assertThrows(LlmException.class, () -> client.embed(List.of("x"), context));

            assertEquals(LlmFailure.MODEL_MISSING, missing.failure());
            assertEquals(404, missing.httpStatus());
            assertEquals("model \"all-minilm\" not found, try pulling it first", missing.serverWords());
            assertEquals("all-minilm", missing.model());
            assertEquals(server.baseUrl() + "/api/embed", missing.url());
        }
    }

    @Test
    void theModelListSaysWhichModelsArePulled() throws Exception {
        try (OllamaClient client = client(true, LlmSettings.DEFAULT_TIMEOUT)) {
            assertEquals(List.of(MODEL, EMBED_MODEL), client.models(context));
            client.requireModel("nomic-embed-text", context); // untagged means :latest

            LlmException missing = assertThrows(LlmException.class,
                    () -> client.requireModel("qwen2.5-coder:7b", context));
            assertEquals(LlmFailure.MODEL_MISSING, missing.failure());
            assertTrue(missing.serverWords().contains("ollama pull qwen2.5-coder:7b"), missing.serverWords());
            assertTrue(missing.serverWords().contains(EMBED_MODEL), missing.serverWords());
            assertEquals("qwen2.5-coder:7b", missing.model());
        }
    }

    @Test
    void aServerThatIsDownFailsFastAsUnreachable() throws IOException {
        String url;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            url = "http://127.0.0.1:" + socket.getLocalPort();
        }
        try (OllamaClient client = new OllamaClient(LlmSettings.of(url, "qwen2.5-coder:7b"))) {
            for (ThrowingCall call : List.<ThrowingCall>of(
                    () -> client.chat(question(), Sampling.DEFAULTS, context),
                    () -> client.embed(List.of("x"), context),
                    () -> client.models(context))) {
                LlmException down = assertTimeoutPreemptively(FAST, () -> assertThrows(LlmException.class, call::run));

                assertEquals(LlmFailure.UNREACHABLE, down.failure());
                assertTrue(down.url().startsWith(url + "/api/"), down.url());
                assertTrue(down.serverWords().toLowerCase().contains("connection refused"), down.serverWords());
                assertTrue(down.getMessage().contains(url) && down.getMessage().contains(down.model()), down.getMessage());
                assertEquals("trace-7", down.traceId());
            }
        }
    }

    @ParameterizedTest(name = "stream={0}")
    @ValueSource(booleans = {true, false})
    void aModelTheServerLacksPassesOllamasWordsThrough(boolean stream) {
        server.enqueue(ScriptedReply.httpError(404, "model \"qwen2.5-coder:7b\" not found, try pulling it first"));
        try (OllamaClient client = client(stream, LlmSettings.DEFAULT_TIMEOUT)) {
            LlmException missing = assertThrows(LlmException.class,
                    () -> client.chat(question(), Sampling.DEFAULTS, context));

            assertEquals(LlmFailure.MODEL_MISSING, missing.failure());
            assertEquals("model \"qwen2.5-coder:7b\" not found, try pulling it first", missing.serverWords());
            assertEquals(server.baseUrl() + "/api/chat", missing.url());
            assertEquals(MODEL, missing.model());
        }
    }

    @Test
    void anHttp500IsAServerErrorWithItsBody() {
        server.enqueue(ScriptedReply.httpError(500, "llama runner process has terminated: signal: killed"),
                ScriptedReply.httpError(500, "an error was encountered while running the model"));
        try (OllamaClient client = client(false, LlmSettings.DEFAULT_TIMEOUT)) {
            LlmException crashed = assertThrows(LlmException.class,
                    () -> client.chat(question(), Sampling.DEFAULTS, context));
            assertEquals(LlmFailure.SERVER_ERROR, crashed.failure());
            assertEquals("llama runner process has terminated: signal: killed", crashed.serverWords());

            LlmException generate = assertThrows(LlmException.class,
                    () -> client.generate(null, "q", Sampling.DEFAULTS, context));
            assertEquals(LlmFailure.SERVER_ERROR, generate.failure());
            assertEquals("an error was encountered while running the model", generate.serverWords());
        }
    }

    @ParameterizedTest(name = "stream={0}")
    @ValueSource(booleans = {true, false})
    void aReplyLongerThanTheTimeoutIsCutAndSaysTimeout(boolean stream) {
        server.enqueue(ScriptedReply.answer("too late").delayedBy(Duration.ofSeconds(30)));
        try (OllamaClient client = client(stream, Duration.ofMillis(300))) {
            LlmException late = assertTimeoutPreemptively(FAST, () -> assertThrows(LlmException.class,
                    () -> client.chat(question(), Sampling.DEFAULTS, context)));

            assertEquals(LlmFailure.TIMEOUT, late.failure());
            assertTrue(late.serverWords().contains("nlguard.nl.timeout=300 ms"), late.serverWords());
            assertTrue(late.getMessage().contains("timeout"), late.getMessage());
        }
    }

    @Test
    void aMalformedReplyIsSaidToBeMalformed() {
        server.enqueue(ScriptedReply.raw(200, "{\"model\": \"x\", \"message\": "),
                ScriptedReply.raw(200, "<html>Bad Gateway</html>"),
                ScriptedReply.raw(200, "{\"model\": \"x\", \"done\": true}"),
                ScriptedReply.raw(200, "{\"model\": \"x\", \"response\": \"SELECT\", \"done\": false}"));
        try (OllamaClient client = client(false, LlmSettings.DEFAULT_TIMEOUT)) {
            for (String words : List.of("not Ollama's JSON", "not Ollama's JSON", "holds no message")) {
                LlmException bad = assertThrows(LlmException.class,
                        () -> client.chat(question(), Sampling.DEFAULTS, context));
                assertEquals(LlmFailure.MALFORMED_REPLY, bad.failure(), bad.getMessage());
                assertTrue(bad.serverWords().contains(words), bad.serverWords());
            }
            LlmException unfinished = assertThrows(LlmException.class,
                    () -> client.generate(null, "q", Sampling.DEFAULTS, context));
            assertEquals(LlmFailure.MALFORMED_REPLY, unfinished.failure(), unfinished.getMessage());
        }
    }

    @Test
    void cancellingFromAnotherThreadEndsTheCallAtOnce() throws Exception {
        server.enqueue(ScriptedReply.answer("never").delayedBy(Duration.ofSeconds(30)));
        CallContext cancellable = CallContext.of("trace-cancel");
        try (OllamaClient client = client(true, LlmSettings.DEFAULT_TIMEOUT)) {
            Thread canceller = new Thread(() -> {
                while (server.requests("/api/chat").isEmpty()) {
                    Thread.onSpinWait();
                }
                cancellable.cancellation().cancel();
            });
            canceller.start();
            LlmException cancelled = assertTimeoutPreemptively(FAST, () -> assertThrows(LlmException.class,
                    () -> client.chat(question(), Sampling.DEFAULTS, cancellable)));
            canceller.join();

            assertEquals(LlmFailure.CANCELLED, cancelled.failure());
            assertEquals("trace-cancel", cancelled.traceId());
            LlmException later = assertThrows(LlmException.class,
                    () -> client.chat(question(), Sampling.DEFAULTS, cancellable));
            assertEquals(LlmFailure.CANCELLED, later.failure());
            assertEquals(1, server.requests("/api/chat").size(), "a cancelled context sends nothing more");
        }
    }

    @Test
    void settingsRefuseWhatCannotWork() {
        assertThrows(IllegalArgumentException.class, () -> LlmSettings.of("localhost:11434", MODEL));
        assertThrows(IllegalArgumentException.class,
                () -> LlmSettings.of("http://localhost:11434", MODEL).withTimeout(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new Sampling(-0.1, null, null));
        assertThrows(IllegalArgumentException.class, () -> new Sampling(null, null, 0));
        assertEquals("http://localhost:11434", LlmSettings.of("http://localhost:11434/", MODEL).baseUrl());
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }
}
