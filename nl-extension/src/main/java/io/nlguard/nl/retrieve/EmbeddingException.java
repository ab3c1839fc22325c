package io.nlguard.nl.retrieve;

/** An embedding model that could not answer; retrieval goes on without embeddings and says why. */
public final class EmbeddingException extends Exception {

    public EmbeddingException(String message, Throwable cause) {
        super(message, cause);
    }

    public EmbeddingException(String message) {
        super(message);
    }
}
