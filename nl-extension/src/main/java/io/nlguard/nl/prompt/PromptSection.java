package io.nlguard.nl.prompt;

import java.util.Objects;

/**
 * An optional part of the question prompt between the schema and the question, written by a stage
 * ({@code Schema contract}, {@code Table warnings}, {@code Join paths}, ...): a title line and its text.
 * A section with a blank body is left out.
 */
public record PromptSection(String title, String body) {

    public PromptSection {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(body, "body");
    }

    boolean isEmpty() {
        return body.isBlank();
    }

    String text() {
        return title + ":\n" + body.strip();
    }
}
