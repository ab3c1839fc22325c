package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ConceptEmbeddings;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class SchemaEmbeddingsTest {

    private final ConceptEmbeddings model = new ConceptEmbeddings(List.of(List.of("order", "buy"), List.of("review")));
    private final AtomicLong now = new AtomicLong();
    private final SchemaEmbeddings embeddings = new SchemaEmbeddings(model, 4, now::get);
    private final Catalog shop = ShopCatalog.catalog();

    @Test
    void documentsAreEmbeddedOncePerSnapshotInBatches() throws EmbeddingException {
        List<String> texts = new ArrayList<>();
        IntStream.range(0, SchemaEmbeddings.BATCH + 5).forEach(i -> texts.add("order " + i));
        float[][] first = embeddings.documents(shop, "tables", () -> texts);
        assertEquals(SchemaEmbeddings.BATCH + 5, first.length);
        assertEquals(2, model.calls(), "two batches");
        assertSame(first, embeddings.documents(shop, "tables", () -> texts));
        assertEquals(2, model.calls(), "cached for the snapshot");
        embeddings.documents(ShopCatalog.catalog(), "tables", () -> texts);
        assertEquals(4, model.calls(), "a new snapshot is embedded anew");
        assertEquals(1.0, Vectors.dot(first[0], first[0]), 1e-6, "unit length");
    }

    @Test
    void aQuestionIsEmbeddedOnceHoweverManyStagesAsk() throws EmbeddingException {
        float[] a = embeddings.question("buy what");
        float[] b = embeddings.question("buy what");
        assertSame(a, b);
        assertEquals(1, model.calls());
    }

    @Test
    void aFailureIsRememberedForAWhileThenTriedAgain() throws EmbeddingException {
        model.failWith("connection refused");
        EmbeddingException first = assertThrows(EmbeddingException.class, () -> embeddings.question("q1"));
        assertEquals("connection refused", first.getMessage());
        model.failWith(null);
        EmbeddingException remembered = assertThrows(EmbeddingException.class, () -> embeddings.question("q2"));
        assertTrue(remembered.getMessage().startsWith("connection refused (not asked again"), remembered.getMessage());
        assertEquals(1, model.calls(), "not asked while the failure is remembered");
        now.addAndGet(SchemaEmbeddings.RETRY_AFTER.toNanos());
        embeddings.question("q3");
        assertEquals(2, model.calls());
    }

    @Test
    void aSnapshotWhoseEmbeddingFailedIsEmbeddedAgainOnceTheFailureIsForgotten() throws EmbeddingException {
        model.failWith("server error");
        assertThrows(EmbeddingException.class, () -> embeddings.documents(shop, "tables", () -> List.of("order")));
        model.failWith(null);
        now.addAndGet(SchemaEmbeddings.RETRY_AFTER.toNanos());
        assertEquals(1, embeddings.documents(shop, "tables", () -> List.of("order")).length);
        assertEquals(2, model.calls());
    }

    @Test
    void aModelAnsweringTooFewVectorsFails() {
        SchemaEmbeddings broken = new SchemaEmbeddings(new EmbeddingModel() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public List<float[]> embed(List<String> texts) {
                return List.of();
            }
        }, 1);
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> broken.question("q"));
        assertEquals("broken answered 0 vectors for 1 texts", e.getMessage());
    }
}
