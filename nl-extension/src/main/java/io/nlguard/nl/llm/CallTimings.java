package io.nlguard.nl.llm;

import java.time.Duration;

/**
 * How long a call took: {@code wall} on this side, from the request to the end of the reply; the rest
 * as Ollama reported them (null when it did not: e.g. no {@code load_duration} for an embedding).
 *
 * @param wall       measured here, the whole call
 * @param total      Ollama's {@code total_duration}
 * @param load       Ollama's {@code load_duration}: loading the model, the cost of a cold start
 * @param promptEval Ollama's {@code prompt_eval_duration}: reading the prompt
 * @param eval       Ollama's {@code eval_duration}: generating the reply
 */
public record CallTimings(Duration wall, Duration total, Duration load, Duration promptEval, Duration eval) {

    static CallTimings of(Duration wall, Long totalNanos, Long loadNanos, Long promptEvalNanos, Long evalNanos) {
        return new CallTimings(wall, nanos(totalNanos), nanos(loadNanos), nanos(promptEvalNanos), nanos(evalNanos));
    }

    private static Duration nanos(Long value) {
        return value == null || value <= 0 ? null : Duration.ofNanos(value);
    }
}
