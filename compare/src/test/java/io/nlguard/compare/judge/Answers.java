package io.nlguard.compare.judge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Model answers for the tests: a valid one, to be changed field by field. */
final class Answers {

    static final ObjectMapper JSON = new ObjectMapper();

    private Answers() {
    }

    /** A valid answer that agrees with a deterministic fail. */
    static ObjectNode valid() {
        ObjectNode answer = JSON.createObjectNode();
        answer.put("ai_advisory_verdict", "fail");
        answer.put("intent_adequacy_judgment", "partially_adequate");
        answer.put("database_scoped_equivalence_judgment", "not_equivalent");
        answer.put("acceptable_deviation_judgment", "critical");
        answer.put("severity_classification", "major issue");
        answer.put("confidence", 0.8);
        answer.put("evidence_strength", "high");
        answer.put("ambiguous_case", false);
        answer.put("short_rationale", "The actual query drops the country filter, so it returns extra artists.");
        answer.putArray("evidence_bullets").add("row_overlap 0.42").add("selection clause differs");
        answer.put("decision_summary", "fail: wrong rows because the WHERE clause is missing.");
        return answer;
    }
}
