package io.nlguard.nl.llm;

import java.util.List;

/**
 * The vectors of one {@code /api/embed} call, one per input text, in the inputs' order.
 *
 * @param model        the model that answered
 * @param vectors      one vector per text; Ollama's are unit length, so a dot product is their cosine
 * @param promptTokens Ollama's {@code prompt_eval_count} for the whole batch; null when not reported
 * @param timings      how long it took
 */
public record EmbeddingBatch(String model, List<float[]> vectors, Integer promptTokens, CallTimings timings) {

    public EmbeddingBatch {
        vectors = List.copyOf(vectors);
    }

    public float[] vector(int index) {
        return vectors.get(index).clone();
    }

    public int size() {
        return vectors.size();
    }
}
