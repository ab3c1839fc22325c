package io.nlguard.compare.request;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The input of one evaluation run (the design's Request Model).
 *
 * @param userQuery   {@code user_query}: the natural-language question; may be empty (only the AI judge reads it)
 * @param actualSql   {@code actual_sql}: the SQL under evaluation
 * @param expectedSql {@code expected_sql}: the reference SQL
 * @param config      {@code config}: the options; {@link ComparisonConfig#defaults()} when absent
 * @param context     {@code context}: optional schema metadata and business constraints, or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ComparisonRequest(
        @JsonProperty("user_query") String userQuery,
        @JsonProperty("actual_sql") String actualSql,
        @JsonProperty("expected_sql") String expectedSql,
        @JsonProperty("config") ComparisonConfig config,
        @JsonProperty("context") RequestContext context) {

    /** @throws IllegalArgumentException when either SQL text is missing */
    public ComparisonRequest {
        if (actualSql == null) {
            throw new IllegalArgumentException("actual_sql is required");
        }
        if (expectedSql == null) {
            throw new IllegalArgumentException("expected_sql is required");
        }
        userQuery = userQuery == null ? "" : userQuery;
        config = config == null ? ComparisonConfig.defaults() : config;
    }

    /** A request with default options and no context. */
    public static ComparisonRequest of(String userQuery, String actualSql, String expectedSql) {
        return new ComparisonRequest(userQuery, actualSql, expectedSql, null, null);
    }

    public ComparisonRequest withConfig(ComparisonConfig newConfig) {
        return new ComparisonRequest(userQuery, actualSql, expectedSql, newConfig, context);
    }
}
