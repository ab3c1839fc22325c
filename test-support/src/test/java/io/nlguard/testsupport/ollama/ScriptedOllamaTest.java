package io.nlguard.testsupport.ollama;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.ollama4j.Ollama;
import io.github.ollama4j.exceptions.OllamaException;
import io.github.ollama4j.models.chat.OllamaChatMessageRole;
import io.github.ollama4j.models.chat.OllamaChatRequest;
import io.github.ollama4j.models.chat.OllamaChatResult;
import io.github.ollama4j.models.generate.OllamaGenerateRequest;
import io.github.ollama4j.models.generate.OllamaGenerateStreamObserver;
import io.github.ollama4j.models.request.ThinkMode;
import io.github.ollama4j.models.response.Model;
import io.github.ollama4j.models.response.OllamaResult;
import io.github.ollama4j.utils.OptionsBuilder;

/** The fixture driven by Ollama4j, the client nlguard uses, on every endpoint that client calls. */
class ScriptedOllamaTest {

    private static final String MODEL = ScriptedOllama.DEFAULT_MODEL;
    /** Longer than every answer below, so that pieces must be joined when streamed. */
    private static final String ANSWER = "{\"label\": \"adequate\", \"note\": \"joined from several pieces\"}";

    private ScriptedOllama server;
    private Ollama client;

    @BeforeEach
    void start() {
        server = ScriptedOllama.start();
        client = new Ollama(server.baseUrl());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static OllamaChatRequest chat(String question) {
        return OllamaChatRequest.builder().withModel(MODEL)
                .withMessage(OllamaChatMessageRole.SYSTEM, "Answer in JSON.")
                .withMessage(OllamaChatMessageRole.USER, question)
                .withOptions(new OptionsBuilder().setTemperature(0f).setSeed(7).build())
                .withThinking(ThinkMode.DISABLED)
                .withUseTools(false);
    }

    @Test
    void chatWithoutStreamingGetsTheAnswerTokensAndModel() throws Exception {
        server.enqueue(ScriptedReply.answer(ANSWER).withTokens(120, 14).withModel("judge:7b"));

        OllamaChatResult result = client.chat(chat("Is it adequate?"), null);

        assertEquals(ANSWER, result.getResponseModel().getMessage().getResponse());
        assertEquals(120, result.getResponseModel().getPromptEvalCount());
        assertEquals(14, result.getResponseModel().getEvalCount());
        assertEquals("judge:7b", result.getResponseModel().getModel());
        assertTrue(result.getResponseModel().isDone());

        RecordedRequest sent = server.lastModelRequest();
        assertEquals("POST", sent.method());
        assertEquals("/api/chat", sent.path());
        assertEquals("application/json", sent.header("Content-Type"));
        JsonNode json = sent.json();
        assertFalse(json.path("stream").asBoolean(true));
        assertEquals(MODEL, json.path("model").asText());
        assertEquals(7, json.path("options").path("seed").asInt());
        assertEquals(0.0, json.path("options").path("temperature").asDouble(-1));
        assertEquals("Answer in JSON.\n\nIs it adequate?", sent.promptText());
    }

    @Test
    void streamedChatComesInPiecesThatJoinToTheAnswer() throws Exception {
        server.enqueue(ScriptedReply.answer(ANSWER).withTokens(50, 9));
        List<String> pieces = new ArrayList<>();

        OllamaChatResult result = client.chat(chat("stream it"),
                part -> pieces.add(part.getMessage().getResponse()));

        assertEquals(ANSWER, result.getResponseModel().getMessage().getResponse());
        assertEquals(ANSWER, String.join("", pieces));
        assertTrue(pieces.size() > 2, "several pieces: " + pieces);
        assertEquals(9, result.getResponseModel().getEvalCount());
        assertTrue(server.lastModelRequest().json().path("stream").asBoolean(false));
        assertEquals(MODEL, result.getResponseModel().getModel());
    }

    @Test
    void generateAnswersWithAndWithoutStreaming() throws Exception {
        server.enqueue(ScriptedReply.answer("first answer"), ScriptedReply.answer(ANSWER).withTokens(30, 11));
        OllamaGenerateRequest plain = OllamaGenerateRequest.builder().withModel(MODEL).withPrompt("one")
                .withThink(ThinkMode.DISABLED);
        OllamaGenerateRequest streamed = OllamaGenerateRequest.builder().withModel(MODEL).withPrompt("two")
                .withSystem("be brief").withThink(ThinkMode.DISABLED);
        List<String> pieces = new ArrayList<>();

        OllamaResult first = client.generate(plain, null);
        OllamaResult second = client.generate(streamed, new OllamaGenerateStreamObserver(null, pieces::add));

        assertEquals("first answer", first.getResponse());
        assertNull(first.getPromptEvalCount(), "no counts scripted, none reported");
        assertEquals(ANSWER, second.getResponse());
        assertEquals(ANSWER, String.join("", pieces));
        assertEquals(30, second.getPromptEvalCount());
        assertEquals(11, second.getEvalCount());
        List<RecordedRequest> sent = server.requests("/api/generate");
        assertEquals(List.of("one", "be brief\n\ntwo"), sent.stream().map(RecordedRequest::promptText).toList());
        assertEquals(0, server.pendingReplies());
    }

    @Test
    void repliesAreUsedInOrderAndAnEmptyScriptIsAnError() throws Exception {
        server.enqueue(ScriptedReply.answer("a"), ScriptedReply.answer("b"));

        assertEquals("a", client.chat(chat("1"), null).getResponseModel().getMessage().getResponse());
        assertEquals("b", client.chat(chat("2"), null).getResponseModel().getMessage().getResponse());
        OllamaException none = assertThrows(OllamaException.class, () -> client.chat(chat("3"), null));
        assertTrue(none.getMessage().contains("no scripted reply left"), none.getMessage());
        assertEquals(3, server.requests("/api/chat").size());
    }

    @Test
    void anEmptyQueueIsAnsweredFromTheRequestWhenAFunctionIsGivenAndTheQueueStillComesFirst() throws Exception {
        server.respondWith(request -> ScriptedReply.answer("echo: " + request.json().path("messages").get(1)
                .path("content").asText()));
        server.enqueue(ScriptedReply.answer("queued"));

        assertEquals("queued", client.chat(chat("1"), null).getResponseModel().getMessage().getResponse());
        assertEquals("echo: 2", client.chat(chat("2"), null).getResponseModel().getMessage().getResponse());
        assertEquals("echo: 3", client.chat(chat("3"), null).getResponseModel().getMessage().getResponse());
        assertEquals(3, server.requests("/api/chat").size());
    }

    @Test
    void scriptedFailuresReachTheClientAsErrors() {
        server.enqueue(ScriptedReply.httpError(500, "model runner crashed"),
                ScriptedReply.raw(200, "{\"model\": \"x\", \"message\": "));

        OllamaException crashed = assertThrows(OllamaException.class, () -> client.chat(chat("1"), null));
        assertTrue(crashed.getMessage().contains("model runner crashed"), crashed.getMessage());
        assertThrows(OllamaException.class, () -> client.chat(chat("2"), null));
    }

    @Test
    void aDelayedReplyOutlastsTheClientTimeout() {
        server.enqueue(ScriptedReply.answer("too late").delayedBy(Duration.ofMinutes(1)));
        client.setRequestTimeoutSeconds(1);

        assertThrows(OllamaException.class, () -> client.chat(chat("wait"), null));
        assertEquals(1, server.requests("/api/chat").size());
    }

    @Test
    void modelManagementEndpointsAnswer() throws Exception {
        assertTrue(client.ping());
        assertEquals(ScriptedOllama.VERSION, client.getVersion());
        List<Model> models = client.listModels();
        assertEquals(List.of(MODEL), models.stream().map(Model::getName).toList());
        assertEquals("gguf", client.getModelDetails(MODEL).getDetails().getFormat());
        assertThrows(OllamaException.class, () -> client.getModelDetails("absent-model"));
        assertEquals(List.of("/api/tags", "/api/version", "/api/tags", "/api/show", "/api/show"),
                server.requests().stream().map(RecordedRequest::path).toList());
    }

    @Test
    void piecesKeepSurrogatePairsWhole() {
        String text = "😀😀😀😀😀😀😀😀😀 done";
        List<String> pieces = AnswerLines.pieces(text);
        assertEquals(text, String.join("", pieces));
        for (String piece : pieces) {
            assertFalse(Character.isLowSurrogate(piece.charAt(0)), piece);
        }
    }
}
