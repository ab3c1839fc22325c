package io.nlguard.nl.llm;

import java.time.Duration;
import java.util.Objects;

/**
 * Where and how {@link OllamaClient} calls the model server.
 *
 * @param baseUrl    the Ollama server, e.g. {@code http://localhost:11434} ({@code nlguard.nl.ollama-url}); a
 *                   trailing slash is dropped
 * @param model      the chat and generate model, e.g. {@code qwen2.5-coder:7b} ({@code nlguard.nl.model})
 * @param embedModel the embedding model ({@code nlguard.nl.embed-model})
 * @param timeout    how long one call may take, from the request to the last byte of the reply
 *                   ({@code nlguard.nl.timeout}, default 60 s)
 * @param stream     whether chat and generate replies are streamed (NDJSON pieces) rather than sent whole
 */
public record LlmSettings(String baseUrl, String model, String embedModel, Duration timeout, boolean stream) {

    public static final String DEFAULT_BASE_URL = "http://localhost:11434";
    public static final String DEFAULT_MODEL = "qwen2.5-coder:7b";
    public static final String DEFAULT_EMBED_MODEL = "nomic-embed-text";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /** @throws IllegalArgumentException naming the setting that is out of range */
    public LlmSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        if (!baseUrl.startsWith("http://") && !baseUrl.startsWith("https://")) {
            throw new IllegalArgumentException("nlguard.nl.ollama-url must be an http(s) URL, not " + baseUrl);
        }
        while (baseUrl.endsWith("/")) {
            baseUrl = baseUrl.substring(0, baseUrl.length() - 1);
        }
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("nlguard.nl.model is required");
        }
        if (embedModel == null || embedModel.isBlank()) {
            throw new IllegalArgumentException("nlguard.nl.embed-model is required");
        }
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("nlguard.nl.timeout must be positive, not " + timeout);
        }
    }

    /** This server and model; the default embedding model and timeout, streamed. */
    public static LlmSettings of(String baseUrl, String model) {
        return new LlmSettings(baseUrl, model, DEFAULT_EMBED_MODEL, DEFAULT_TIMEOUT, true);
    }

    public LlmSettings withEmbedModel(String newEmbedModel) {
        return new LlmSettings(baseUrl, model, newEmbedModel, timeout, stream);
    }

    public LlmSettings withTimeout(Duration newTimeout) {
        return new LlmSettings(baseUrl, model, embedModel, newTimeout, stream);
    }

    public LlmSettings withStream(boolean newStream) {
        return new LlmSettings(baseUrl, model, embedModel, timeout, newStream);
    }
}
