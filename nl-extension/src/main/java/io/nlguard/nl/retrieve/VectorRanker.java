package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.nlguard.guard.schema.Catalog;

/**
 * Ranks tables by the cosine of their document's embedding ({@link TableDocuments}, embedded once per
 * catalog snapshot) with the question's (once per question). When the model cannot answer, the ranking
 * is empty with the reason, and retrieval goes on with BM25 alone.
 */
public final class VectorRanker implements EmbeddingRanker {

    static final String TABLES = "tables";

    private final SchemaEmbeddings embeddings;
    private final Function<Catalog, SchemaComments> comments;

    /** @param comments the comments a catalog's tables are described with (as its BM25 index) */
    public VectorRanker(SchemaEmbeddings embeddings, Function<Catalog, SchemaComments> comments) {
        this.embeddings = embeddings;
        this.comments = comments;
    }

    @Override
    public EmbeddingRanking rank(Catalog catalog, String question) {
        try {
            float[][] tables = embeddings.documents(catalog, TABLES, () -> TableDocuments.of(catalog, comments.apply(catalog)));
            float[] asked = embeddings.question(question);
            double[] cosine = new double[tables.length];
            double least = Double.MAX_VALUE;
            for (int t = 0; t < tables.length; t++) {
                cosine[t] = Vectors.dot(asked, tables[t]);
                least = Math.min(least, cosine[t]);
            }
            List<ScoredTable> ranked = new ArrayList<>(tables.length);
            for (int t = 0; t < tables.length; t++) {
                ranked.add(new ScoredTable(catalog.tables().get(t), cosine[t] - least));
            }
            ranked.sort((a, b) -> Double.compare(b.score(), a.score()));
            return EmbeddingRanking.of(ranked);
        } catch (EmbeddingException e) {
            return EmbeddingRanking.unavailable("embeddings (" + embeddings.modelName() + ") unavailable, BM25 alone: "
                    + e.getMessage());
        }
    }
}
