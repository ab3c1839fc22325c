package io.nlguard.nl.retrieve;

import java.util.List;

/**
 * A model that turns texts into vectors for retrieval and routing: the LLM server's {@code /api/embed}
 * ({@link OllamaEmbeddingModel}), or one in process ({@code nlguard-nl-embeddings}, found through
 * {@link EmbeddingModelProvider}). Implementations are thread-safe.
 */
public interface EmbeddingModel {

    /** Names the model and where it runs, e.g. {@code nomic-embed-text at http://localhost:11434}. */
    String name();

    /**
     * One vector per text, in the texts' order (any length; {@link Vectors#normalized} makes them unit length).
     *
     * @throws EmbeddingException when the model cannot answer (server down, model not pulled, ...)
     */
    List<float[]> embed(List<String> texts) throws EmbeddingException;
}
