package io.nlguard.compare.validate;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The optimizer's plan of a query, from {@code EXPLAIN (FORMAT JSON)} (the query is planned, not run).
 *
 * @param startupCost {@code startup_cost}: the planner's cost before the first row, in its arbitrary units
 * @param totalCost   {@code total_cost}: the planner's cost of the whole result (EXPLAIN cost)
 * @param planRows    {@code plan_rows}: the rows the planner expects
 * @param planWidth   {@code plan_width}: the average row width it expects, in bytes
 * @param nodeTypes   {@code node_types}: how many plan nodes of each type ({@code Seq Scan}, {@code Hash Join},
 *                    {@code Sort}, {@code Nested Loop}...)
 * @param planJson    {@code plan_json}: the plan as the server wrote it
 */
public record PlanMetadata(
        @JsonProperty("startup_cost") double startupCost,
        @JsonProperty("total_cost") double totalCost,
        @JsonProperty("plan_rows") double planRows,
        @JsonProperty("plan_width") int planWidth,
        @JsonProperty("node_types") Map<String, Integer> nodeTypes,
        @JsonProperty("plan_json") String planJson) {

    public PlanMetadata {
        // sorted by name, so that the report's JSON is the same from run to run
        nodeTypes = Collections.unmodifiableMap(new TreeMap<>(nodeTypes));
    }

    /** How many nodes the plan has. */
    public int nodeCount() {
        return nodeTypes.values().stream().mapToInt(Integer::intValue).sum();
    }
}
