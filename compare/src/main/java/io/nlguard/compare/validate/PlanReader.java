package io.nlguard.compare.validate;

import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Reads PostgreSQL's {@code EXPLAIN (FORMAT JSON)} output into {@link PlanMetadata}. */
final class PlanReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PlanReader() {
    }

    /** @throws IllegalArgumentException when the text is not a PostgreSQL JSON plan */
    static PlanMetadata read(String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON plan: " + e.getOriginalMessage(), e);
        }
        JsonNode plan = root.path(0).path("Plan");
        if (!plan.isObject()) {
            throw new IllegalArgumentException("no \"Plan\" in the EXPLAIN output");
        }
        Map<String, Integer> nodeTypes = new TreeMap<>();
        count(plan, nodeTypes);
        return new PlanMetadata(plan.path("Startup Cost").asDouble(), plan.path("Total Cost").asDouble(),
                plan.path("Plan Rows").asDouble(), plan.path("Plan Width").asInt(), nodeTypes, json);
    }

    private static void count(JsonNode plan, Map<String, Integer> nodeTypes) {
        nodeTypes.merge(plan.path("Node Type").asText("?"), 1, Integer::sum);
        for (JsonNode child : plan.path("Plans")) {
            count(child, nodeTypes);
        }
    }
}
