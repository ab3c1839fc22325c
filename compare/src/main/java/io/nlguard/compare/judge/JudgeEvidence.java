package io.nlguard.compare.judge;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import io.nlguard.compare.request.RequestContext;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/**
 * What the AI judge is shown: the question, both queries and the deterministic outcome of Layers 1-4.
 * {@code SqlComparator} fills it from the finished deterministic report; the judge grounds its prompt in
 * nothing else.
 *
 * @param userQuery            {@code user_query}: the natural-language question
 * @param actualSql            {@code actual_sql}
 * @param expectedSql          {@code expected_sql}
 * @param deterministicVerdict {@code deterministic_verdict}: authoritative; the judge cannot change it
 * @param severity             {@code severity}: the deterministic severity
 * @param explanations         {@code explanations}: the plain-language explanations of the deterministic layers
 * @param evidence             {@code evidence}: the deterministic metric values (any JSON, typically an object
 *                             keyed by the glossary's metric names); an empty object when absent
 * @param context              {@code context}: the request's optional schema metadata and business constraints,
 *                             or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JudgeEvidence(
        @JsonProperty("user_query") String userQuery,
        @JsonProperty("actual_sql") String actualSql,
        @JsonProperty("expected_sql") String expectedSql,
        @JsonProperty("deterministic_verdict") Verdict deterministicVerdict,
        @JsonProperty("severity") Severity severity,
        @JsonProperty("explanations") List<String> explanations,
        @JsonProperty("evidence") JsonNode evidence,
        @JsonProperty("context") RequestContext context) {

    public JudgeEvidence {
        userQuery = Objects.requireNonNullElse(userQuery, "");
        actualSql = Objects.requireNonNullElse(actualSql, "");
        expectedSql = Objects.requireNonNullElse(expectedSql, "");
        Objects.requireNonNull(deterministicVerdict, "deterministic_verdict");
        Objects.requireNonNull(severity, "severity");
        explanations = explanations == null ? List.of() : List.copyOf(explanations);
        evidence = evidence == null || evidence.isNull() || evidence.isMissingNode()
                ? JsonNodeFactory.instance.objectNode() : evidence.deepCopy();
    }
}
