package io.nlguard.compare.judge;

import java.util.List;

import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.label.Label;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/**
 * The fields the model must answer with, in order: the one description that the prompt's field list,
 * the JSON schema sent as Ollama's {@code format} and the {@link AnswerParser} all follow.
 */
enum AnswerField {
    AI_ADVISORY_VERDICT("ai_advisory_verdict", Verdict.class,
            "your advisory view of actual_sql; it is reported next to the deterministic verdict and never replaces it"),
    INTENT_ADEQUACY_JUDGMENT("intent_adequacy_judgment", IntentAdequacy.class,
            "whether actual_sql satisfies the user's question as well as expected_sql"),
    DATABASE_SCOPED_EQUIVALENCE_JUDGMENT("database_scoped_equivalence_judgment", DatabaseScopedEquivalence.class,
            "whether the two queries behave equivalently as observed on this database instance"
                    + " (undetermined when the evidence does not show it)"),
    ACCEPTABLE_DEVIATION_JUDGMENT("acceptable_deviation_judgment", AcceptableDeviation.class,
            "none: the results do not deviate; harmless: e.g. ordering only; acceptable: e.g. minor rounding;"
                    + " critical: wrong data"),
    SEVERITY_CLASSIFICATION("severity_classification", Severity.class, "severity triage of actual_sql"),
    CONFIDENCE("confidence", Kind.UNIT_NUMBER, "your confidence in this judgment"),
    EVIDENCE_STRENGTH("evidence_strength", EvidenceStrength.class,
            "the quality of the deterministic evidence available for this judgment"),
    AMBIGUOUS_CASE("ambiguous_case", Kind.BOOLEAN,
            "true when you cannot distinguish between two plausible classifications"),
    SHORT_RATIONALE("short_rationale", Kind.TEXT, "one or two sentences summarizing your judgment"),
    EVIDENCE_BULLETS("evidence_bullets", Kind.TEXT_LIST,
            "the deterministic signals you used, most important first, one per entry"),
    DECISION_SUMMARY("decision_summary", Kind.TEXT,
            "your final label and its justification, without step-by-step reasoning");

    /** The JSON type of a field's value. */
    enum Kind { LABEL, UNIT_NUMBER, BOOLEAN, TEXT, TEXT_LIST }

    private final String jsonName;
    private final Kind kind;
    private final Class<? extends Label> vocabulary;
    private final String meaning;

    AnswerField(String jsonName, Class<? extends Label> vocabulary, String meaning) {
        this.jsonName = jsonName;
        this.kind = Kind.LABEL;
        this.vocabulary = vocabulary;
        this.meaning = meaning;
    }

    AnswerField(String jsonName, Kind kind, String meaning) {
        this.jsonName = jsonName;
        this.kind = kind;
        this.vocabulary = null;
        this.meaning = meaning;
    }

    String jsonName() {
        return jsonName;
    }

    Kind kind() {
        return kind;
    }

    /** The allowed spellings of a {@link Kind#LABEL} field; empty for the other kinds. */
    List<String> labels() {
        return vocabulary == null ? List.of() : Label.spellings(vocabulary);
    }

    /** One line of the prompt's field list, e.g. {@code - confidence: a number from 0.0 to 1.0; ...}. */
    String promptLine() {
        String type = switch (kind) {
            case LABEL -> "one of " + String.join(", ", labels().stream().map(l -> '"' + l + '"').toList());
            case UNIT_NUMBER -> "a number from 0.0 to 1.0";
            case BOOLEAN -> "true or false";
            case TEXT -> "a string";
            case TEXT_LIST -> "a list of strings, at least one";
        };
        return "- " + jsonName + ": " + type + "; " + meaning;
    }
}
