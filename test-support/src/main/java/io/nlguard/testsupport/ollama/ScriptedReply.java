package io.nlguard.testsupport.ollama;

import java.time.Duration;
import java.util.Objects;

/**
 * What {@link ScriptedOllama} answers to one model call ({@code /api/chat} or {@code /api/generate}).
 * Immutable; the {@code with...} methods return changed copies.
 *
 * <ul>
 *   <li>{@link #answer(String)}: a successful answer whose text is {@code content}, shaped the way
 *       Ollama shapes it for the endpoint and the request's {@code stream} flag;</li>
 *   <li>{@link #httpError(int, String)}: an error status with Ollama's {@code {"error": ...}} body;</li>
 *   <li>{@link #raw(int, String)}: exactly this status and body, e.g. malformed JSON.</li>
 * </ul>
 * Any of them can be {@link #delayedBy(Duration) delayed} before the status line is sent, to make a
 * client's timeout run out.
 */
public final class ScriptedReply {

    enum Kind { ANSWER, HTTP_ERROR, RAW }

    private final Kind kind;
    private final int status;
    /** The answer text (ANSWER), the error message (HTTP_ERROR) or the whole body (RAW). */
    private final String text;
    private final Integer promptEvalCount;
    private final Integer evalCount;
    private final String model;
    private final Duration delay;

    private ScriptedReply(Kind kind, int status, String text, Integer promptEvalCount, Integer evalCount,
            String model, Duration delay) {
        this.kind = kind;
        this.status = status;
        this.text = Objects.requireNonNull(text, "text");
        this.promptEvalCount = promptEvalCount;
        this.evalCount = evalCount;
        this.model = model;
        this.delay = Objects.requireNonNull(delay, "delay");
    }

    /**
     * A successful answer with this text. Without {@link #withTokens(int, int)} the token counts are
     * left out of the answer, as Ollama does when it served the prompt from its cache.
     */
    public static ScriptedReply answer(String content) {
        return new ScriptedReply(Kind.ANSWER, 200, content, null, null, null, Duration.ZERO);
    }

    /** An error status (e.g. 500) with the body {@code {"error": message}}. */
    public static ScriptedReply httpError(int status, String message) {
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("An error status is 4xx or 5xx, not " + status);
        }
        return new ScriptedReply(Kind.HTTP_ERROR, status, message, null, null, null, Duration.ZERO);
    }

    /** Exactly this status and body, sent as {@code application/json} whatever it holds. */
    public static ScriptedReply raw(int status, String body) {
        return new ScriptedReply(Kind.RAW, status, body, null, null, null, Duration.ZERO);
    }

    /** Reports these token counts: {@code prompt_eval_count} and {@code eval_count}. */
    public ScriptedReply withTokens(int promptEvalCount, int evalCount) {
        return new ScriptedReply(kind, status, text, promptEvalCount, evalCount, model, delay);
    }

    /** Reports this model name instead of echoing the requested one. */
    public ScriptedReply withModel(String reportedModel) {
        return new ScriptedReply(kind, status, text, promptEvalCount, evalCount, reportedModel, delay);
    }

    /**
     * Waits this long before answering (closing the server ends the wait), so that a client with a
     * shorter timeout gives up first.
     */
    public ScriptedReply delayedBy(Duration wait) {
        return new ScriptedReply(kind, status, text, promptEvalCount, evalCount, model, wait);
    }

    Kind kind() {
        return kind;
    }

    int status() {
        return status;
    }

    String text() {
        return text;
    }

    Integer promptEvalCount() {
        return promptEvalCount;
    }

    Integer evalCount() {
        return evalCount;
    }

    /** The model name to report: the scripted one, else the requested one. */
    String reportedModel(String requestedModel) {
        return model != null ? model : requestedModel;
    }

    Duration delay() {
        return delay;
    }

    @Override
    public String toString() {
        return kind + "(" + status + ", " + text + ")";
    }
}
