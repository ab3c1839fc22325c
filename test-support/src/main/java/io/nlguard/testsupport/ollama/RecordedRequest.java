package io.nlguard.testsupport.ollama;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * One HTTP request {@link ScriptedOllama} received, as it arrived.
 *
 * @param method  the HTTP method, e.g. {@code POST}
 * @param path    the request path without query, e.g. {@code /api/chat}
 * @param headers the request headers; names in lower case
 * @param body    the request body as text, empty for a request without one
 */
public record RecordedRequest(String method, String path, Map<String, List<String>> headers, String body) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public RecordedRequest {
        headers = Map.copyOf(headers);
    }

    /**
     * The body parsed as JSON.
     *
     * @throws IllegalStateException when the body is not JSON
     */
    public JsonNode json() {
        try {
            return JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The body of " + method + " " + path + " is not JSON: " + body, e);
        }
    }

    /** The first value of a header (any case), or null when it was not sent. */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /**
     * Every message text of a chat request ({@code messages[].content}) or the {@code system} and
     * {@code prompt} of a generate request, joined by blank lines: what the model was asked.
     */
    public String promptText() {
        JsonNode json = json();
        StringBuilder text = new StringBuilder();
        for (JsonNode message : json.path("messages")) {
            append(text, message.path("content"));
        }
        append(text, json.path("system"));
        append(text, json.path("prompt"));
        return text.toString();
    }

    private static void append(StringBuilder text, JsonNode part) {
        if (part.isTextual()) {
            if (text.length() > 0) {
                text.append("\n\n");
            }
            text.append(part.asText());
        }
    }
}
