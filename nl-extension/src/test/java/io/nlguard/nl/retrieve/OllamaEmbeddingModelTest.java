package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import io.nlguard.nl.llm.LlmSettings;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The server's /api/embed, through the scripted Ollama. */
class OllamaEmbeddingModelTest {

    private final ScriptedOllama ollama = ScriptedOllama.start("chat:latest", "embedder:latest");

    @AfterEach
    void stop() {
        ollama.close();
    }

    private OllamaEmbeddingModel model(String embedModel) {
        return new OllamaEmbeddingModel(new OllamaClient(LlmSettings.of(ollama.baseUrl(), "chat:latest")
                .withEmbedModel(embedModel).withTimeout(Duration.ofSeconds(5))));
    }

    @Test
    void oneCallForTheBatchInOrder() throws EmbeddingException {
        ollama.embedding("customers", 1, 0, 0).embedding("orders", 0, 1, 0);
        List<float[]> vectors = model("embedder").embed(List.of("orders", "customers"));
        assertArrayEquals(new float[] {0, 1, 0}, vectors.get(0));
        assertArrayEquals(new float[] {1, 0, 0}, vectors.get(1));
        assertEquals(1, ollama.requests("/api/embed").size());
        assertEquals("embedder at " + ollama.baseUrl(), model("embedder").name());
    }

    @Test
    void aModelNotPulledIsAnEmbeddingFailureInOllamasWords() {
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> model("nomic-embed-text").embed(List.of("q")));
        assertTrue(e.getMessage().contains("not found"), e.getMessage());
    }
}
