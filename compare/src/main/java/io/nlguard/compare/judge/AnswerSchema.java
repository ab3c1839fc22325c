package io.nlguard.compare.judge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON schema of the judge's answer, sent as Ollama's {@code format} so that the server constrains
 * the model's output to it (structured outputs). The answer is still validated by {@link AnswerParser}:
 * a server may ignore parts of a schema (e.g. number bounds), and an older one ignores all of it.
 */
final class AnswerSchema {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectNode SCHEMA = build();

    private AnswerSchema() {
    }

    /** A fresh copy, so that callers may not change the shared one. */
    static ObjectNode schema() {
        return SCHEMA.deepCopy();
    }

    private static ObjectNode build() {
        ObjectNode schema = JSON.createObjectNode();
        schema.put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = schema.putArray("required");
        for (AnswerField field : AnswerField.values()) {
            properties.set(field.jsonName(), property(field));
            required.add(field.jsonName());
        }
        schema.put("additionalProperties", false);
        return schema;
    }

    private static ObjectNode property(AnswerField field) {
        ObjectNode property = JSON.createObjectNode();
        switch (field.kind()) {
            case LABEL -> {
                property.put("type", "string");
                ArrayNode values = property.putArray("enum");
                field.labels().forEach(values::add);
            }
            case UNIT_NUMBER -> property.put("type", "number").put("minimum", 0).put("maximum", 1);
            case BOOLEAN -> property.put("type", "boolean");
            case TEXT -> property.put("type", "string").put("minLength", 1);
            case TEXT_LIST -> {
                property.put("type", "array");
                property.putObject("items").put("type", "string").put("minLength", 1);
                property.put("minItems", 1);
            }
        }
        return property;
    }
}
