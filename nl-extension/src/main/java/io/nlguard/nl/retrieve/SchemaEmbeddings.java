package io.nlguard.nl.retrieve;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;

/**
 * The embeddings of one model for retrieval and routing: documents (tables, modules) embedded once per
 * catalog snapshot in batches, a question embedded once however many stages ask, every vector unit
 * length. A model that failed is not asked again for a while ({@link #RETRY_AFTER}): the questions in
 * between go on without embeddings at once, instead of each waiting for the same failure. Thread-safe.
 */
public final class SchemaEmbeddings {

    /** How long a failure is remembered. */
    public static final Duration RETRY_AFTER = Duration.ofSeconds(60);
    /** Texts per embedding call when a snapshot's documents are embedded. */
    static final int BATCH = 128;

    private final EmbeddingModel model;
    private final Cache<DocumentsKey, float[][]> documents;
    private final Cache<String, float[]> questions = Caffeine.newBuilder().maximumSize(64)
            .expireAfterWrite(Duration.ofMinutes(5)).build();
    private final Supplier<Long> clock;
    private volatile Failure failure;

    public SchemaEmbeddings(EmbeddingModel model, int maximumCatalogs) {
        this(model, maximumCatalogs, System::nanoTime);
    }

    /** @param clock nanoseconds, as {@link System#nanoTime()} (tests move it) */
    SchemaEmbeddings(EmbeddingModel model, int maximumCatalogs, Supplier<Long> clock) {
        this.model = model;
        this.documents = Caffeine.newBuilder().maximumSize(4L * maximumCatalogs).build();
        this.clock = clock;
    }

    public String modelName() {
        return model.name();
    }

    /** The question's unit vector; one call to the model per question text. */
    public float[] question(String text) throws EmbeddingException {
        float[] cached = questions.getIfPresent(text);
        if (cached != null) {
            return cached;
        }
        float[] vector = Vectors.normalized(call(List.of(text)).get(0));
        questions.put(text, vector);
        return vector;
    }

    /**
     * The unit vectors of a catalog snapshot's documents of one kind ({@code tables}, {@code modules:...}),
     * embedded the first time in batches of {@value #BATCH}.
     *
     * @param texts the documents, made only when not cached
     */
    public float[][] documents(Catalog catalog, String kind, Supplier<List<String>> texts) throws EmbeddingException {
        try {
            // one computation per snapshot: questions asked meanwhile wait for it rather than embed it again
            return documents.get(new DocumentsKey(catalog.version(), kind), key -> {
                try {
                    return embedAll(texts.get());
                } catch (EmbeddingException e) {
                    throw new Failed(e);
                }
            });
        } catch (Failed failed) {
            throw failed.cause;
        }
    }

    private float[][] embedAll(List<String> all) throws EmbeddingException {
        List<float[]> vectors = new ArrayList<>(all.size());
        for (int from = 0; from < all.size(); from += BATCH) {
            for (float[] v : call(all.subList(from, Math.min(all.size(), from + BATCH)))) {
                vectors.add(Vectors.normalized(v));
            }
        }
        return vectors.toArray(new float[0][]);
    }

    /** Carries a model's failure out of the cache's loader (a failed load is not cached). */
    private static final class Failed extends RuntimeException {
        private final transient EmbeddingException cause;

        Failed(EmbeddingException cause) {
            super(cause.getMessage(), cause, false, false);
            this.cause = cause;
        }
    }

    private List<float[]> call(List<String> texts) throws EmbeddingException {
        Failure last = failure;
        if (last != null && clock.get() - last.at() < RETRY_AFTER.toNanos()) {
            throw new EmbeddingException(last.why() + " (not asked again for " + RETRY_AFTER.toSeconds() + " s)");
        }
        try {
            List<float[]> vectors = model.embed(texts);
            if (vectors.size() != texts.size()) {
                throw new EmbeddingException(model.name() + " answered " + vectors.size() + " vectors for " + texts.size()
                        + " texts");
            }
            failure = null;
            return vectors;
        } catch (EmbeddingException | RuntimeException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            failure = new Failure(clock.get(), why);
            throw e instanceof EmbeddingException ee ? ee : new EmbeddingException(why, e);
        }
    }

    private record DocumentsKey(long catalogVersion, String kind) {
    }

    private record Failure(long at, String why) {
    }
}
