package io.nlguard.nl.embeddings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.nl.retrieve.EmbeddingException;
import io.nlguard.nl.retrieve.EmbeddingModel;
import io.nlguard.nl.retrieve.LocalEmbeddingModel;
import io.nlguard.nl.retrieve.Vectors;
import org.junit.jupiter.api.Test;

/** The real model on ONNX Runtime: found by ServiceLoader, and its vectors mean something. */
class MiniLmEmbeddingModelTest {

    @Test
    void serviceLoaderFindsTheModel() {
        assertTrue(LocalEmbeddingModel.available(getClass().getClassLoader()));
        EmbeddingModel model = LocalEmbeddingModel.get();
        assertInstanceOf(MiniLmEmbeddingModel.class, model);
        assertEquals(MiniLmEmbeddingModel.NAME, model.name());
    }

    @Test
    void aQuestionIsNearestTheTableItIsAbout() throws EmbeddingException {
        List<float[]> vectors = LocalEmbeddingModel.get().embed(List.of(
                "how much did each client spend last year",
                "customers. columns: customer id, first name, last name, city",
                "invoices. columns: invoice id, customer id, amount, paid on",
                "weather stations. columns: station id, latitude, longitude, elevation",
                ""));
        assertEquals(5, vectors.size());
        assertEquals(384, vectors.get(0).length);
        float[] question = Vectors.normalized(vectors.get(0));
        double invoices = Vectors.dot(question, Vectors.normalized(vectors.get(2)));
        double weather = Vectors.dot(question, Vectors.normalized(vectors.get(3)));
        assertTrue(invoices > weather, "invoices " + invoices + " > weather " + weather);
    }
}
