package io.nlguard.nl.knowledge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A node of the file's JSON and its path from the root ({@code $.modules.sales.keywords[0]}): reading a
 * value of the wrong shape fails with {@link Problem}, which says where and what was expected.
 */
record JsonPlace(JsonNode node, String path) {

    /** A format error at a path; the reader adds the file's name. */
    static final class Problem extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Problem(String path, String message) {
            super(path + ": " + message);
        }
    }

    static JsonPlace root(JsonNode node) {
        return new JsonPlace(node, "$");
    }

    /** The object's members in order, after checking that every key is one of {@code known}. */
    List<Map.Entry<String, JsonPlace>> members(Collection<String> known) {
        List<Map.Entry<String, JsonPlace>> members = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = object().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (!known.contains(field.getKey())) {
                throw new Problem(child(field.getKey()), "unknown key \"" + field.getKey() + "\"; the known keys are "
                        + String.join(", ", known));
            }
            members.add(Map.entry(field.getKey(), new JsonPlace(field.getValue(), child(field.getKey()))));
        }
        return members;
    }

    /** Every member of an object whose keys are names of the user's choosing (module names). */
    List<Map.Entry<String, JsonPlace>> namedMembers() {
        List<Map.Entry<String, JsonPlace>> members = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = object().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            members.add(Map.entry(field.getKey(), new JsonPlace(field.getValue(), child(field.getKey()))));
        }
        return members;
    }

    /** A member that must be there. */
    JsonPlace required(String key) {
        JsonNode value = object().get(key);
        if (value == null || value.isNull()) {
            throw new Problem(path, "\"" + key + "\" is missing");
        }
        return new JsonPlace(value, child(key));
    }

    /** A member that may be absent (null then). */
    JsonPlace optional(String key) {
        JsonNode value = object().get(key);
        return value == null || value.isNull() ? null : new JsonPlace(value, child(key));
    }

    List<JsonPlace> elements() {
        if (!node.isArray()) {
            throw new Problem(path, "expected an array, found " + kind());
        }
        List<JsonPlace> elements = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            elements.add(new JsonPlace(node.get(i), path + "[" + i + "]"));
        }
        return elements;
    }

    /** A non-blank string. */
    String text() {
        if (!node.isTextual()) {
            throw new Problem(path, "expected a string, found " + kind());
        }
        if (node.asText().isBlank()) {
            throw new Problem(path, "is blank");
        }
        return node.asText().strip();
    }

    /** An array of non-blank strings; absent ({@code null}) reads as empty. */
    static List<String> texts(JsonPlace place) {
        return place == null ? List.of() : place.elements().stream().map(JsonPlace::text).toList();
    }

    /** A string or an array of strings (one grouping column or several); absent reads as empty. */
    static List<String> textOrTexts(JsonPlace place) {
        if (place == null) {
            return List.of();
        }
        return place.node().isTextual() ? List.of(place.text()) : texts(place);
    }

    private JsonNode object() {
        if (!node.isObject()) {
            throw new Problem(path, "expected an object, found " + kind());
        }
        return node;
    }

    private String child(String key) {
        return key.matches("[A-Za-z_][A-Za-z0-9_]*") ? path + "." + key
                : path + "[\"" + key.replace("\"", "\\\"") + "\"]";
    }

    private String kind() {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            default -> "null";
        };
    }
}
