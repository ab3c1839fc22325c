package io.nlguard.nl.retrieve;

import java.util.ServiceLoader;

/**
 * The in-process embedding model of {@code nlguard.nl.embeddings=local}: the first
 * {@link EmbeddingModelProvider} on the class path, loaded once for the JVM.
 */
public final class LocalEmbeddingModel {

    /** The module that provides one. */
    public static final String MODULE = "nlguard-nl-embeddings";

    private static volatile EmbeddingModel shared;

    private LocalEmbeddingModel() {
    }

    /** Whether a provider is on this class loader's path (without loading the model). */
    public static boolean available(ClassLoader loader) {
        return ServiceLoader.load(EmbeddingModelProvider.class, loader).findFirst().isPresent();
    }

    /**
     * The model, loaded the first time.
     *
     * @throws IllegalStateException naming the module when no provider is on the class path
     */
    public static EmbeddingModel get() {
        EmbeddingModel model = shared;
        if (model == null) {
            synchronized (LocalEmbeddingModel.class) {
                if (shared == null) {
                    shared = load(LocalEmbeddingModel.class.getClassLoader());
                }
                model = shared;
            }
        }
        return model;
    }

    static EmbeddingModel load(ClassLoader loader) {
        return ServiceLoader.load(EmbeddingModelProvider.class, loader).findFirst()
                .orElseThrow(() -> new IllegalStateException("nlguard.nl.embeddings=local needs the module " + MODULE
                        + " (io.nlguard:" + MODULE + ") on the class path beside nlguard-nl; add it, or set"
                        + " nlguard.nl.embeddings to ollama or off"))
                .model();
    }
}
