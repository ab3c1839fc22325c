package io.nlguard.nl.boundary;

import java.util.List;

/**
 * One reason not to answer a question with SQL as it stands.
 *
 * @param kind     which detector found it ({@code unsupported-concept}, {@code vague-time}...)
 * @param outcome  ask the user to choose (clarify, 42NL1) or say what the schema lacks (reject, 42NL2)
 * @param evidence the question's phrase it rests on
 * @param message  one sentence for the user
 * @param options  for a clarification, the concrete choices found (may be empty)
 */
public record BoundaryFinding(String kind, Outcome outcome, String evidence, String message, List<String> options) {

    /** What the finding asks of the pipeline. */
    public enum Outcome {
        CLARIFY, REJECT;

        public String json() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public BoundaryFinding {
        options = List.copyOf(options);
    }
}
