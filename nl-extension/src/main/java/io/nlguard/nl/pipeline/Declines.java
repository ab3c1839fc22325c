package io.nlguard.nl.pipeline;

import io.nlguard.nl.generate.Candidate;
import io.nlguard.nl.generate.Extraction;
import io.nlguard.nl.prompt.Prompts;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A round where every reply declined: a {@code CLARIFY:} in any of them makes it a question back to the
 * person ({@code 42NL1}); else the schema cannot answer ({@code 42NL2}), with the model's reason.
 */
record Declines(boolean clarify, String reason) {

    /** Present when every candidate declined. */
    static Optional<Declines> of(List<Candidate> candidates) {
        if (candidates.isEmpty() || !candidates.stream().allMatch(c -> c.extraction() instanceof Extraction.Declined)) {
            return Optional.empty();
        }
        for (Candidate candidate : candidates) {
            String text = ((Extraction.Declined) candidate.extraction()).text();
            String after = after(text, Prompts.CLARIFY);
            if (after != null) {
                return Optional.of(new Declines(true, after));
            }
        }
        String text = ((Extraction.Declined) candidates.get(0).extraction()).text();
        String after = after(text, Prompts.CANNOT_ANSWER);
        return Optional.of(new Declines(false, after != null ? after : text.strip()));
    }

    /** The rest of the line that starts with {@code marker}, or null when no line does. */
    private static String after(String text, String marker) {
        for (String line : text.split("\\R")) {
            String stripped = line.strip();
            if (stripped.toUpperCase(Locale.ROOT).startsWith(marker)) {
                return stripped.substring(marker.length()).strip();
            }
        }
        return null;
    }
}
