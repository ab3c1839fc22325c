package io.nlguard.nl.llm;

/**
 * A model's reply to a chat or generate call.
 *
 * @param text             the reply text, joined from its pieces when streamed
 * @param model            the model that answered as the server named it
 * @param doneReason       Ollama's {@code done_reason}: {@code stop}, or {@code length} when cut at
 *                         {@code num_predict}; null when not reported
 * @param promptTokens     Ollama's {@code prompt_eval_count}; null when not reported (a cached prompt)
 * @param completionTokens Ollama's {@code eval_count}; null when not reported
 * @param timings          how long it took
 */
public record LlmReply(String text, String model, String doneReason, Integer promptTokens, Integer completionTokens,
        CallTimings timings) {

    /** Whether the model stopped at its token limit rather than at the end of its answer. */
    public boolean cutOff() {
        return "length".equals(doneReason);
    }
}
