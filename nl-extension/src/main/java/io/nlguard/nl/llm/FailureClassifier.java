package io.nlguard.nl.llm;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Turns what Ollama4j threw into an {@link LlmException}. Ollama4j 1.1.6 reports failures in two
 * shapes: chat and generate throw the server's {@code error} text alone (the status is lost), embed
 * and the model list throw {@code "<status> - <body>"}; transport failures arrive wrapped, often
 * several times with the same message. The kind is read from the cause chain's types first (a
 * refused connection, an HTTP timeout, unreadable JSON), then from the server's words.
 */
final class FailureClassifier {

    /** Ollama's words for a model it does not have: {@code model "x" not found, try pulling it first}. */
    private static final Pattern MODEL_NOT_FOUND = Pattern.compile("model ['\"]?[^'\"]*['\"]? not found");
    /** Ollama4j's message for an error status of embed and list-models: {@code 404 - {"error":"..."}}. */
    private static final Pattern STATUS_AND_BODY = Pattern.compile("^(\\d{3}) - (.*)$", Pattern.DOTALL);
    private static final ObjectMapper JSON = new ObjectMapper();

    private FailureClassifier() {
    }

    static LlmException classify(Throwable thrown, String url, String model, String traceId) {
        Throwable timeout = find(thrown, HttpTimeoutException.class);
        if (timeout != null) {
            return new LlmException(LlmFailure.TIMEOUT, url, model, words(thrown), null, traceId, thrown);
        }
        if (find(thrown, ConnectException.class) != null || find(thrown, UnknownHostException.class) != null
                || find(thrown, UnresolvedAddressException.class) != null) {
            return new LlmException(LlmFailure.UNREACHABLE, url, model, connectionWords(thrown), null, traceId, thrown);
        }
        JsonProcessingException unreadable = find(thrown, JsonProcessingException.class);
        if (unreadable != null) {
            return new LlmException(LlmFailure.MALFORMED_REPLY, url, model,
                    "the reply is not Ollama's JSON: " + unreadable.getOriginalMessage(), null, traceId, thrown);
        }
        if (find(thrown, NullPointerException.class) != null) {
            // Ollama4j reads the reply unchecked: one without its message fails inside it
            return new LlmException(LlmFailure.MALFORMED_REPLY, url, model,
                    "the reply holds no message (nor Ollama's final object)", null, traceId, thrown);
        }
        String words = words(thrown);
        Integer status = null;
        Matcher statusAndBody = STATUS_AND_BODY.matcher(words);
        if (statusAndBody.matches()) {
            status = Integer.valueOf(statusAndBody.group(1));
            words = errorText(statusAndBody.group(2));
        }
        if (find(thrown, java.io.IOException.class) != null && status == null) {
            // the connection broke while the reply was being read
            return new LlmException(LlmFailure.UNREACHABLE, url, model, words, null, traceId, thrown);
        }
        LlmFailure failure = (status == null || status == 404) && MODEL_NOT_FOUND.matcher(words).find()
                ? LlmFailure.MODEL_MISSING : LlmFailure.SERVER_ERROR;
        return new LlmException(failure, url, model, words, status, traceId, thrown);
    }

    /** The {@code error} field of an Ollama error body, else the body as sent. */
    static String errorText(String body) {
        try {
            JsonNode json = JSON.readTree(body);
            if (json != null && json.path("error").isTextual()) {
                return json.path("error").asText();
            }
        } catch (JsonProcessingException e) {
            // not JSON: the body itself is the server's word
        }
        return body.strip();
    }

    /**
     * Each distinct first line of the chain's messages once, joined: Ollama4j wraps one failure
     * several times with the same message; a failure without a message is named by its class.
     */
    static String words(Throwable thrown) {
        Set<String> parts = new LinkedHashSet<>();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && !message.isBlank()) {
                parts.add(message.strip().lines().findFirst().orElse(""));
            }
        }
        if (parts.isEmpty()) {
            parts.add(thrown.getClass().getSimpleName());
        }
        return String.join(": ", parts);
    }

    /** The JDK's {@code ConnectException} often has no message of its own: say what it means. */
    private static String connectionWords(Throwable thrown) {
        String words = words(thrown);
        if (words.equals(thrown.getClass().getSimpleName()) || words.equals("ConnectException")) {
            return "Connection refused";
        }
        return words;
    }

    private static <T extends Throwable> T find(Throwable thrown, Class<T> type) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
