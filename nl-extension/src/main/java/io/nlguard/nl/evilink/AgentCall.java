package io.nlguard.nl.evilink;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * One reply of the refinement agent read as a call of the JSON protocol:
 * {@code {"tool": "get_field_stats", "table": "orders", "column": "total"}}. A reply wrapped in a code
 * fence or with words around the object is read by its outermost braces; anything else is malformed.
 */
public record AgentCall(String tool, Map<String, String> args) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public AgentCall {
        args = Map.copyOf(args);
    }

    /** The call, or empty for a reply that holds no JSON object with a string {@code tool}. */
    public static Optional<AgentCall> parse(String reply) {
        if (reply == null) {
            return Optional.empty();
        }
        int open = reply.indexOf('{');
        int close = reply.lastIndexOf('}');
        if (open < 0 || close < open) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(reply.substring(open, close + 1));
            if (!node.isObject() || !node.path("tool").isTextual()) {
                return Optional.empty();
            }
            Map<String, String> args = new LinkedHashMap<>();
            node.fields().forEachRemaining(f -> {
                if (!f.getKey().equals("tool") && f.getValue().isValueNode()) {
                    args.put(f.getKey(), f.getValue().asText());
                }
            });
            return Optional.of(new AgentCall(node.get("tool").asText().strip(), args));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** The argument, or "" when the call lacks it. */
    public String arg(String name) {
        return args.getOrDefault(name, "").strip();
    }
}
