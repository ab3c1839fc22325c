package io.nlguard.testsupport.ollama;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.ollama4j.Ollama;
import io.github.ollama4j.exceptions.OllamaException;
import io.github.ollama4j.models.embed.OllamaEmbedRequest;
import io.github.ollama4j.models.embed.OllamaEmbedResult;

/** {@code POST /api/embed} of the fixture, as Ollama serves it: a batch of texts in, one vector per text out. */
class ScriptedEmbedTest {

    private static final String EMBED_MODEL = "nomic-embed-text:latest";

    private ScriptedOllama server;
    private Ollama client;

    @BeforeEach
    void start() {
        server = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL, EMBED_MODEL);
        client = new Ollama(server.baseUrl());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aBatchGetsOneUnitVectorPerTextInOrderTheSameForTheSameText() throws Exception {
        List<String> texts = List.of("customers city", "orders placed by customers", "customers city");

        OllamaEmbedResult result = client.embed(new OllamaEmbedRequest("nomic-embed-text", texts));

        assertEquals("nomic-embed-text", result.getModel());
        List<List<Double>> vectors = result.getEmbeddings();
        assertEquals(3, vectors.size());
        for (List<Double> vector : vectors) {
            assertEquals(Embeddings.DIMENSIONS, vector.size());
            assertEquals(1.0, Math.sqrt(vector.stream().mapToDouble(v -> v * v).sum()), 1e-5);
        }
        assertEquals(vectors.get(0), vectors.get(2));
        assertTrue(result.getPromptEvalCount() > 0);
        JsonNode sent = server.requests("/api/embed").get(0).json();
        assertEquals(3, sent.path("input").size());
        assertEquals(0, server.pendingReplies(), "embeddings take nothing from the script");
    }

    @Test
    void textsSharingWordsAreCloserThanTextsSharingNone() {
        float[] city = Embeddings.hashed("customers city");
        float[] customers = Embeddings.hashed("the customers");
        float[] invoices = Embeddings.hashed("invoice totals");
        assertTrue(dot(city, customers) > dot(city, invoices), "shared word ranks higher");
        assertEquals(1f, Embeddings.hashed("  ?! ")[0], "no word: the first unit vector");
    }

    @Test
    void aScriptedVectorIsAnsweredForItsTextOnly() throws Exception {
        server.embedding("oslo", 1f, 0f, 0f).embedding("bergen", 0f, 1f, 0f);

        OllamaEmbedResult result = client.embed(new OllamaEmbedRequest(EMBED_MODEL, List.of("bergen", "oslo", "trondheim")));

        assertEquals(List.of(0.0, 1.0, 0.0), result.getEmbeddings().get(0));
        assertEquals(List.of(1.0, 0.0, 0.0), result.getEmbeddings().get(1));
        assertEquals(Embeddings.DIMENSIONS, result.getEmbeddings().get(2).size());
    }

    @Test
    void aSingleStringInputIsOneText() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.baseUrl() + "/api/embed"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"model\":\"" + EMBED_MODEL + "\",\"input\":\"why\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertEquals(200, response.statusCode());
        JsonNode body = new ObjectMapper().readTree(response.body());
        assertEquals(1, body.path("embeddings").size());
        float[] expected = Embeddings.hashed("why");
        float[] got = new float[expected.length];
        for (int i = 0; i < got.length; i++) {
            got[i] = (float) body.path("embeddings").get(0).get(i).asDouble();
        }
        assertArrayEquals(expected, got, 1e-6f);
    }

    @Test
    void aModelThatIsNotListedIsOllamasNotFound() {
        OllamaException missing = assertThrows(OllamaException.class,
                () -> client.embed(new OllamaEmbedRequest("all-minilm", List.of("x"))));

        assertTrue(missing.getMessage().contains("404"), missing.getMessage());
        assertTrue(missing.getMessage().contains("model \\\"all-minilm\\\" not found, try pulling it first"),
                missing.getMessage());
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
