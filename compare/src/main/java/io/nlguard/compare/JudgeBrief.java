package io.nlguard.compare;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.nlguard.compare.judge.JudgeEvidence;
import io.nlguard.compare.request.ComparisonRequest;

/**
 * What the AI judge is shown of a finished deterministic report: the question, both queries, the verdict,
 * severity and explanations, and the metrics under their glossary names, the most telling first (the
 * judge cuts long evidence from the end). Left out: the run's bookkeeping, and the generated instances
 * one by one (their summary and the distinguishing instance stay).
 */
final class JudgeBrief {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Report fields in the order the judge reads them; {@code evidence.*} fields are lifted to the top. */
    private static final List<String> TOP_LEVEL = List.of("overall_score", "structure_score", "result_score");
    private static final List<String> AFTER_RESULT = List.of("diagnostic_scores", "mismatch_map");
    private static final List<String> LAST = List.of("error_types", "blocked_reason", "warnings", "validity",
            "performance_scores");

    private JudgeBrief() {
    }

    static JudgeEvidence of(ComparisonRequest request, ComparisonReport report) {
        return new JudgeEvidence(request.userQuery(), request.actualSql(), request.expectedSql(),
                report.deterministicVerdict(), report.severity(), report.explanations(), metrics(report),
                request.context());
    }

    private static ObjectNode metrics(ComparisonReport report) {
        JsonNode json = JSON.valueToTree(report);
        JsonNode evidence = json.path("evidence");
        ObjectNode metrics = JSON.createObjectNode();
        TOP_LEVEL.forEach(name -> copy(json, name, metrics));
        copy(evidence, "result", metrics);
        AFTER_RESULT.forEach(name -> copy(json, name, metrics));
        copy(evidence, "attributions", metrics);
        copy(evidence, "structure", metrics);
        copy(evidence, "instance_check", metrics);
        if (metrics.get("instance_check") instanceof ObjectNode instances) {
            instances.remove("instances");
        }
        LAST.forEach(name -> copy(json, name, metrics));
        return metrics;
    }

    private static void copy(JsonNode from, String name, ObjectNode to) {
        JsonNode value = from.get(name);
        if (value != null && !value.isNull()) {
            to.set(name, value);
        }
    }
}
