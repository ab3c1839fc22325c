package io.nlguard.nl.retrieve;

import java.util.List;

import io.nlguard.guard.schema.Catalog;

/**
 * A ranking of a catalog's tables by the cosine of their embeddings with the question's, fused with the
 * BM25 rankings. Filled by an embedding model (Ollama's {@code /api/embed}, or one in process); without
 * one, retrieval is BM25 alone.
 */
@FunctionalInterface
public interface EmbeddingRanker {

    /** The catalog's tables, most similar to the question first; may leave tables out. */
    List<ScoredTable> rank(Catalog catalog, String question);
}
