package io.nlguard.compare.judge;

import java.time.Duration;
import java.util.Objects;

/**
 * Where and how {@link OllamaJudge} asks its model. Sampling is pinned (temperature 0, a fixed seed) so
 * that the same evidence gets the same judgment from the same model.
 *
 * @param baseUrl          the Ollama server, e.g. {@code http://localhost:11434}
 * @param model            the model to ask, e.g. {@code qwen2.5:7b-instruct}
 * @param timeout          how long one judgment may wait for the answer; past it the judgment is
 *                         {@code unavailable}
 * @param temperature      sampling temperature, default 0
 * @param seed             sampling seed, default {@value #DEFAULT_SEED}
 * @param contextTokens    Ollama's {@code num_ctx}: the context window to ask for, large enough for the
 *                         prompt so that the server does not cut it; default {@value #DEFAULT_CONTEXT_TOKENS}
 * @param maxEvidenceChars the metrics are cut to this many characters of JSON in the prompt; default
 *                         {@value #DEFAULT_MAX_EVIDENCE_CHARS}
 */
public record OllamaJudgeSettings(String baseUrl, String model, Duration timeout, double temperature, int seed,
        int contextTokens, int maxEvidenceChars) {

    public static final String DEFAULT_BASE_URL = "http://localhost:11434";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);
    public static final int DEFAULT_SEED = 42;
    public static final int DEFAULT_CONTEXT_TOKENS = 8192;
    public static final int DEFAULT_MAX_EVIDENCE_CHARS = 12_000;

    /** @throws IllegalArgumentException naming the setting that is out of range */
    public OllamaJudgeSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        if (!baseUrl.startsWith("http://") && !baseUrl.startsWith("https://")) {
            throw new IllegalArgumentException("baseUrl must be an http(s) URL, not " + baseUrl);
        }
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("model is required");
        }
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, not " + timeout);
        }
        if (!(temperature >= 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("temperature must be a finite number >= 0, not " + temperature);
        }
        if (contextTokens <= 0) {
            throw new IllegalArgumentException("contextTokens must be > 0, not " + contextTokens);
        }
        if (maxEvidenceChars <= 0) {
            throw new IllegalArgumentException("maxEvidenceChars must be > 0, not " + maxEvidenceChars);
        }
    }

    /** This server and model, everything else at its default. */
    public static OllamaJudgeSettings of(String baseUrl, String model) {
        return new OllamaJudgeSettings(baseUrl, model, DEFAULT_TIMEOUT, 0.0, DEFAULT_SEED, DEFAULT_CONTEXT_TOKENS,
                DEFAULT_MAX_EVIDENCE_CHARS);
    }

    public OllamaJudgeSettings withTimeout(Duration newTimeout) {
        return new OllamaJudgeSettings(baseUrl, model, newTimeout, temperature, seed, contextTokens, maxEvidenceChars);
    }

    public OllamaJudgeSettings withTemperature(double newTemperature) {
        return new OllamaJudgeSettings(baseUrl, model, timeout, newTemperature, seed, contextTokens, maxEvidenceChars);
    }

    public OllamaJudgeSettings withSeed(int newSeed) {
        return new OllamaJudgeSettings(baseUrl, model, timeout, temperature, newSeed, contextTokens, maxEvidenceChars);
    }

    public OllamaJudgeSettings withContextTokens(int newContextTokens) {
        return new OllamaJudgeSettings(baseUrl, model, timeout, temperature, seed, newContextTokens, maxEvidenceChars);
    }

    public OllamaJudgeSettings withMaxEvidenceChars(int newMaxEvidenceChars) {
        return new OllamaJudgeSettings(baseUrl, model, timeout, temperature, seed, contextTokens, newMaxEvidenceChars);
    }
}
