package io.nlguard.nl.retrieve;

import java.util.List;
import java.util.UUID;

import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.OllamaClient;

/** The LLM server's embedding model ({@code POST /api/embed}, {@code nlguard.nl.embed-model}). */
public final class OllamaEmbeddingModel implements EmbeddingModel {

    private final OllamaClient client;

    public OllamaEmbeddingModel(OllamaClient client) {
        this.client = client;
    }

    @Override
    public String name() {
        return client.settings().embedModel() + " at " + client.settings().baseUrl();
    }

    @Override
    public List<float[]> embed(List<String> texts) throws EmbeddingException {
        try {
            return client.embed(texts, CallContext.of("embed-" + UUID.randomUUID().toString().substring(0, 8))).vectors();
        } catch (LlmException e) {
            throw new EmbeddingException(e.failure().label() + (e.serverWords() == null || e.serverWords().isBlank() ? ""
                    : ": " + e.serverWords()), e);
        }
    }
}
