package io.nlguard.nl.llm;

/** Why a call to the model server gave no usable reply: what {@code 58NL1} tells the user. */
public enum LlmFailure {
    /** No connection: nothing listens at the URL (connection refused), unknown host, or the connection broke. */
    UNREACHABLE("unreachable"),
    /** The server does not have the model: Ollama's 404 {@code model "x" not found, try pulling it first}. */
    MODEL_MISSING("model not pulled"),
    /** The server answered with an error status and its own message (e.g. HTTP 500 when the model runner crashed). */
    SERVER_ERROR("server error"),
    /** No complete reply within {@code nlguard.nl.timeout}. */
    TIMEOUT("timeout"),
    /** A reply came that is not what Ollama sends: not JSON, or without its message or its final object. */
    MALFORMED_REPLY("malformed reply"),
    /** The caller cancelled the call, or interrupted the thread waiting for it. */
    CANCELLED("cancelled");

    private final String label;

    LlmFailure(String label) {
        this.label = label;
    }

    /** A few words for a message: {@code model not pulled}. */
    public String label() {
        return label;
    }
}
