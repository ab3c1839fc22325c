package io.nlguard.nl.abstain;

import io.nlguard.nl.boundary.BoundaryFinding;

/**
 * A clarification the person answered: the finding stands down and the answer goes into the prompt.
 *
 * @param finding the clarification asked
 * @param answer  the option chosen by number, or the person's own words
 */
public record Answered(BoundaryFinding finding, String answer) {

    /** One line of the prompt's {@code Clarification} section. */
    public String promptLine() {
        return "- Asked: " + finding.message() + " The person answered: " + answer;
    }
}
