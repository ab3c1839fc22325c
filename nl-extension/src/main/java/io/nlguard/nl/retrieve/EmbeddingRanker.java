package io.nlguard.nl.retrieve;

import io.nlguard.guard.schema.Catalog;

/**
 * A ranking of a catalog's tables by the cosine of their embeddings with the question's, fused with the
 * BM25 rankings ({@link VectorRanker}). Without one, or when its model cannot answer, retrieval is BM25
 * alone.
 */
@FunctionalInterface
public interface EmbeddingRanker {

    /** The catalog's tables, most similar to the question first (may leave tables out), or why there are none. */
    EmbeddingRanking rank(Catalog catalog, String question);
}
