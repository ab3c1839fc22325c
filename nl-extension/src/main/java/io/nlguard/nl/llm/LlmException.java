package io.nlguard.nl.llm;

import java.util.Objects;

/**
 * A call to the model server that failed, with what {@code 58NL1} needs to say why: the URL called,
 * the model asked, and the server's own words (or the connection's, when no server answered).
 */
public final class LlmException extends Exception {

    private static final long serialVersionUID = 1L;

    private final LlmFailure failure;
    private final String url;
    private final String model;
    private final String serverWords;
    private final Integer httpStatus;
    private final String traceId;

    public LlmException(LlmFailure failure, String url, String model, String serverWords, Integer httpStatus,
            String traceId, Throwable cause) {
        super(message(failure, url, model, serverWords, httpStatus), cause);
        this.failure = Objects.requireNonNull(failure, "failure");
        this.url = url;
        this.model = model;
        this.serverWords = serverWords;
        this.httpStatus = httpStatus;
        this.traceId = traceId;
    }

    private static String message(LlmFailure failure, String url, String model, String words, Integer status) {
        StringBuilder text = new StringBuilder("LLM call failed (").append(failure.label()).append("): ")
                .append(url).append(", model ").append(model);
        if (status != null) {
            text.append(", HTTP ").append(status);
        }
        if (words != null && !words.isBlank()) {
            text.append(": ").append(words);
        }
        return text.toString();
    }

    public LlmFailure failure() {
        return failure;
    }

    /** The endpoint called, e.g. {@code http://localhost:11434/api/chat}. */
    public String url() {
        return url;
    }

    /** The model the call asked for. */
    public String model() {
        return model;
    }

    /**
     * What the server said ({@code model "x" not found, try pulling it first}), or the connection's words
     * when no server answered ({@code Connection refused}), or how long the call waited for a timeout.
     */
    public String serverWords() {
        return serverWords;
    }

    /** The HTTP status when it is known, else null (Ollama4j keeps only the message of a chat error). */
    public Integer httpStatus() {
        return httpStatus;
    }

    /** The caller's trace id for the call. */
    public String traceId() {
        return traceId;
    }
}
