package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ConceptEmbeddings;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class VectorRankerTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ConceptEmbeddings model = new ConceptEmbeddings(List.of(List.of("review", "reviews", "stars", "opinion", "think")));
    private final VectorRanker ranker = new VectorRanker(new SchemaEmbeddings(model, 2), c -> SchemaComments.NONE);

    @Test
    void ranksEveryTableByCosineAboveTheLeastSimilar() {
        EmbeddingRanking ranking = ranker.rank(shop, "what do people think of us");
        assertTrue(ranking.available());
        assertEquals(shop.tables().size(), ranking.tables().size());
        assertEquals("reviews", ranking.tables().get(0).table().name().name());
        assertEquals(0.0, ranking.tables().get(ranking.tables().size() - 1).score(), 1e-9);
        assertEquals(2, model.calls(), "the tables once, the question once");
        ranker.rank(shop, "another opinion?");
        assertEquals(3, model.calls(), "the tables are cached for the snapshot");
    }

    @Test
    void aModelThatCannotAnswerGivesANoteInsteadOfARanking() {
        model.failWith("model \"nomic-embed-text\" not found");
        EmbeddingRanking ranking = ranker.rank(shop, "what do people think of us");
        assertFalse(ranking.available());
        assertTrue(ranking.tables().isEmpty());
        assertEquals("embeddings (concepts) unavailable, BM25 alone: model \"nomic-embed-text\" not found", ranking.note());
    }
}
