package io.nlguard.nl.embeddings;

import java.util.ArrayList;
import java.util.List;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import io.nlguard.nl.retrieve.EmbeddingException;
import io.nlguard.nl.retrieve.EmbeddingModel;

/**
 * all-MiniLM-L6-v2 (quantized, 384 dimensions) in process, on ONNX Runtime through langchain4j: the
 * weights ship in the jar, nothing is downloaded. Thread-safe.
 */
public final class MiniLmEmbeddingModel implements EmbeddingModel {

    /** The name notes and reports show. */
    public static final String NAME = "local all-MiniLM-L6-v2";

    private final AllMiniLmL6V2QuantizedEmbeddingModel model;

    public MiniLmEmbeddingModel() {
        this.model = new AllMiniLmL6V2QuantizedEmbeddingModel();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<float[]> embed(List<String> texts) throws EmbeddingException {
        List<TextSegment> segments = new ArrayList<>(texts.size());
        for (String text : texts) {
            // langchain4j rejects a blank segment; a blank text embeds as a placeholder word
            segments.add(TextSegment.from(text.isBlank() ? "empty" : text));
        }
        try {
            List<Embedding> embeddings = model.embedAll(segments).content();
            List<float[]> vectors = new ArrayList<>(embeddings.size());
            for (Embedding embedding : embeddings) {
                vectors.add(embedding.vector());
            }
            return vectors;
        } catch (RuntimeException e) {
            throw new EmbeddingException(NAME + " failed: " + e.getMessage(), e);
        }
    }
}
