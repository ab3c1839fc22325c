package io.nlguard.compare.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.label.Label;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/**
 * Reads the model's answer strictly: one JSON object (surrounding whitespace aside) with every
 * {@link AnswerField} present and of its JSON type; labels spelled exactly as in their vocabulary,
 * {@code confidence} a number in [0, 1]. Nothing is coerced or guessed ({@code "0.8"} is not a
 * number, {@code "Pass"} is not {@code pass}). Fields beyond the schema are dropped unread, so that a
 * reasoning trace a model adds never reaches the report.
 */
final class AnswerParser {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private AnswerParser() {
    }

    static AdvisoryAssessment parse(String content) throws InvalidAnswerException {
        if (content == null || content.isBlank()) {
            throw new InvalidAnswerException("the answer is empty");
        }
        JsonNode answer;
        try {
            answer = JSON.readTree(content);
        } catch (JsonProcessingException e) {
            throw new InvalidAnswerException("the answer is not JSON: " + e.getOriginalMessage());
        }
        if (!answer.isObject()) {
            throw new InvalidAnswerException("the answer is not a JSON object");
        }
        Fields fields = new Fields(answer);
        Verdict verdict = fields.label(AnswerField.AI_ADVISORY_VERDICT, Verdict.class);
        IntentAdequacy intent = fields.label(AnswerField.INTENT_ADEQUACY_JUDGMENT, IntentAdequacy.class);
        DatabaseScopedEquivalence equivalence = fields.label(AnswerField.DATABASE_SCOPED_EQUIVALENCE_JUDGMENT,
                DatabaseScopedEquivalence.class);
        AcceptableDeviation deviation = fields.label(AnswerField.ACCEPTABLE_DEVIATION_JUDGMENT,
                AcceptableDeviation.class);
        Severity severity = fields.label(AnswerField.SEVERITY_CLASSIFICATION, Severity.class);
        double confidence = fields.unitNumber(AnswerField.CONFIDENCE);
        EvidenceStrength strength = fields.label(AnswerField.EVIDENCE_STRENGTH, EvidenceStrength.class);
        boolean ambiguous = fields.bool(AnswerField.AMBIGUOUS_CASE);
        String rationale = fields.text(AnswerField.SHORT_RATIONALE);
        List<String> bullets = fields.textList(AnswerField.EVIDENCE_BULLETS);
        String summary = fields.text(AnswerField.DECISION_SUMMARY);
        if (!fields.problems.isEmpty()) {
            throw new InvalidAnswerException(String.join("; ", fields.problems));
        }
        return new AdvisoryAssessment(verdict, intent, equivalence, deviation, severity, confidence, strength,
                ambiguous, rationale, bullets, summary);
    }

    /** Reads fields one by one, noting every problem instead of stopping at the first. */
    private static final class Fields {

        private final JsonNode answer;
        private final List<String> problems = new ArrayList<>();

        Fields(JsonNode answer) {
            this.answer = answer;
        }

        private JsonNode present(AnswerField field) {
            JsonNode value = answer.get(field.jsonName());
            if (value == null || value.isNull()) {
                problems.add(field.jsonName() + " is missing");
                return null;
            }
            return value;
        }

        <E extends Enum<E> & Label> E label(AnswerField field, Class<E> type) {
            JsonNode value = present(field);
            if (value == null) {
                return null;
            }
            Optional<E> label = value.isTextual() ? Label.parse(type, value.asText()) : Optional.empty();
            if (label.isEmpty()) {
                problems.add(field.jsonName() + ": " + value + " is not one of " + field.labels());
            }
            return label.orElse(null);
        }

        double unitNumber(AnswerField field) {
            JsonNode value = present(field);
            if (value == null) {
                return Double.NaN;
            }
            if (!value.isNumber() || !(value.asDouble() >= 0 && value.asDouble() <= 1)) {
                problems.add(field.jsonName() + ": " + value + " is not a number in [0, 1]");
                return Double.NaN;
            }
            return value.asDouble();
        }

        boolean bool(AnswerField field) {
            JsonNode value = present(field);
            if (value != null && !value.isBoolean()) {
                problems.add(field.jsonName() + ": " + value + " is not true or false");
            }
            return value != null && value.asBoolean();
        }

        String text(AnswerField field) {
            JsonNode value = present(field);
            if (value != null && (!value.isTextual() || value.asText().isBlank())) {
                problems.add(field.jsonName() + ": " + value + " is not a non-blank string");
                return null;
            }
            return value == null ? null : value.asText().strip();
        }

        List<String> textList(AnswerField field) {
            JsonNode value = present(field);
            if (value == null) {
                return null;
            }
            List<String> texts = new ArrayList<>();
            for (JsonNode item : value) {
                if (item.isTextual() && !item.asText().isBlank()) {
                    texts.add(item.asText().strip());
                }
            }
            if (!value.isArray() || value.isEmpty() || texts.size() != value.size()) {
                problems.add(field.jsonName() + ": " + value + " is not a list of one or more non-blank strings");
                return null;
            }
            return texts;
        }
    }
}
