package io.nlguard.nl.retrieve;

/**
 * The service interface of an in-process embedding model ({@code nlguard.nl.embeddings=local}), found by
 * {@link java.util.ServiceLoader}; the optional module {@code nlguard-nl-embeddings} provides one.
 */
public interface EmbeddingModelProvider {

    /** The model; may be slow the first time (loading weights), and is shared afterwards. */
    EmbeddingModel model();
}
