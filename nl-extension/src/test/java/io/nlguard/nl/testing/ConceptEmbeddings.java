package io.nlguard.nl.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import io.nlguard.nl.retrieve.EmbeddingException;
import io.nlguard.nl.retrieve.EmbeddingModel;

/**
 * An embedding model for tests that knows synonyms: one dimension per concept, counting the concept's
 * words in the text, so "workers" and "employees" are near though they share no letters. Counts its
 * calls; can be told to fail.
 */
public final class ConceptEmbeddings implements EmbeddingModel {

    private static final int NOISE = 64;

    private final List<List<String>> concepts;
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicInteger texts = new AtomicInteger();
    private volatile String failure;

    /** @param concepts per dimension, the words that point at it */
    public ConceptEmbeddings(List<List<String>> concepts) {
        this.concepts = List.copyOf(concepts);
    }

    @Override
    public String name() {
        return "concepts";
    }

    @Override
    public List<float[]> embed(List<String> batch) throws EmbeddingException {
        calls.incrementAndGet();
        texts.addAndGet(batch.size());
        if (failure != null) {
            throw new EmbeddingException(failure);
        }
        List<float[]> vectors = new ArrayList<>(batch.size());
        for (String text : batch) {
            String lower = " " + text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ") + " ";
            float[] v = new float[concepts.size() + NOISE];
            // a little noise of the text's own, so that texts without concepts are neither zero nor alike
            java.util.Random noise = new java.util.Random(text.hashCode());
            for (int i = concepts.size(); i < v.length; i++) {
                v[i] = (float) (noise.nextGaussian() * 0.02);
            }
            for (int c = 0; c < concepts.size(); c++) {
                for (String word : concepts.get(c)) {
                    if (lower.contains(" " + word + " ")) {
                        v[c] += 1;
                    }
                }
            }
            vectors.add(v);
        }
        return vectors;
    }

    public void failWith(String message) {
        this.failure = message;
    }

    public int calls() {
        return calls.get();
    }

    public int texts() {
        return texts.get();
    }
}
