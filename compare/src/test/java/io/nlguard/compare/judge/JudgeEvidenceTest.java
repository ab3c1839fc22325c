package io.nlguard.compare.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.nlguard.compare.request.RequestContext;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/** The judge's input: defaults for what may be absent, a copy of the metrics, the glossary's names. */
class JudgeEvidenceTest {

    /** A failing comparison: the actual query misses the country filter. */
    static JudgeEvidence failing() {
        ObjectNode metrics = Answers.JSON.createObjectNode();
        metrics.put("row_overlap", 0.42);
        metrics.put("cardinality_match", false);
        metrics.putObject("result_equality_family").put("comparison_mode", "order-insensitive").put("mode_pass", false);
        return new JudgeEvidence("Which French artists are there?",
                "SELECT name FROM artist",
                "SELECT name FROM artist WHERE country = 'FR'",
                Verdict.FAIL, Severity.MAJOR_ISSUE,
                List.of("The actual query returns 12 rows, the expected one 5.", "WHERE is missing in actual_sql."),
                metrics,
                new RequestContext("artist(name, country)", List.of("country holds ISO 3166 codes")));
    }

    @Test
    void absentPartsTakeDefaults() {
        JudgeEvidence evidence = new JudgeEvidence(null, "SELECT 1", "SELECT 1", Verdict.PASS, Severity.PASS,
                null, null, null);

        assertEquals("", evidence.userQuery());
        assertEquals(List.of(), evidence.explanations());
        assertTrue(evidence.evidence().isObject());
        assertEquals(0, evidence.evidence().size());
        assertThrows(NullPointerException.class,
                () -> new JudgeEvidence("q", "a", "e", null, Severity.PASS, List.of(), null, null));
    }

    @Test
    void theMetricsAreCopied() {
        ObjectNode metrics = Answers.JSON.createObjectNode().put("row_overlap", 1.0);
        JudgeEvidence evidence = new JudgeEvidence("q", "a", "e", Verdict.PASS, Severity.PASS, List.of(), metrics, null);
        metrics.put("row_overlap", 0.0);

        assertEquals(1.0, evidence.evidence().get("row_overlap").asDouble());
    }

    @Test
    void serializesWithTheGlossaryNames() {
        JsonNode json = Answers.JSON.valueToTree(failing());

        assertEquals("fail", json.get("deterministic_verdict").asText());
        assertEquals("major issue", json.get("severity").asText());
        assertEquals(0.42, json.at("/evidence/row_overlap").asDouble());
        assertEquals("artist(name, country)", json.at("/context/schema_metadata").asText());
        assertTrue(json.has("user_query") && json.has("actual_sql") && json.has("expected_sql"));
    }
}
