package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How a judgment was obtained, for reproducibility.
 *
 * @param modelId          {@code model_id}: the model that answered as the server named it (else the one asked
 *                         for); null when no model was asked
 * @param promptVersion    {@code prompt_version}: {@link JudgePrompt#PROMPT_VERSION} of the prompt sent; null when
 *                         none was sent
 * @param promptTokens     {@code prompt_tokens}: Ollama's {@code prompt_eval_count}; null when not reported (e.g.
 *                         a cached prompt) or no answer came
 * @param completionTokens {@code completion_tokens}: Ollama's {@code eval_count}; null when not reported
 * @param durationMs       {@code duration_ms}: wall-clock time of the judgment, call and validation included
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JudgeRun(
        @JsonProperty("model_id") String modelId,
        @JsonProperty("prompt_version") String promptVersion,
        @JsonProperty("prompt_tokens") Integer promptTokens,
        @JsonProperty("completion_tokens") Integer completionTokens,
        @JsonProperty("duration_ms") long durationMs) {

    /** No model was asked. */
    static final JudgeRun NONE = new JudgeRun(null, null, null, null, 0);
}
