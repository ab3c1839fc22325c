package io.nlguard.nl.embeddings;

import io.nlguard.nl.retrieve.EmbeddingModel;
import io.nlguard.nl.retrieve.EmbeddingModelProvider;

/**
 * Provides {@link MiniLmEmbeddingModel} to {@code nlguard.nl.embeddings=local}; loading takes about a
 * second, and {@link io.nlguard.nl.retrieve.LocalEmbeddingModel} does it once for the JVM.
 */
public final class MiniLmProvider implements EmbeddingModelProvider {

    @Override
    public EmbeddingModel model() {
        return new MiniLmEmbeddingModel();
    }
}
