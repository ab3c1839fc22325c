package io.nlguard.nl.pipeline;

import io.nlguard.nl.abstain.DeclineJudgement;
import io.nlguard.nl.generate.Candidate;
import io.nlguard.nl.generate.Extraction;
import io.nlguard.nl.prompt.Prompts;

import java.util.List;
import java.util.Locale;

/**
 * The declines of a round of replies: how many of them declined, and the reason to pass on. A {@code CLARIFY:} in
 * any of them makes it a question back to the person ({@code 42NL1}); else the schema cannot answer
 * ({@code 42NL2}), with the model's reason. Whether the declines stand is {@link DeclineJudgement}'s to say.
 *
 * @param declining replies that declined
 * @param replies   replies of the round
 * @param text      the first declining reply as the model wrote it (empty when none declined)
 */
record Declines(int declining, int replies, boolean clarify, String reason, String text) {

    static Declines of(List<Candidate> candidates) {
        List<String> texts = candidates.stream().filter(c -> c.extraction() instanceof Extraction.Declined)
                .map(c -> ((Extraction.Declined) c.extraction()).text()).toList();
        if (texts.isEmpty()) {
            return new Declines(0, candidates.size(), false, "", "");
        }
        for (String text : texts) {
            String after = after(text, Prompts.CLARIFY);
            if (after != null) {
                return new Declines(texts.size(), candidates.size(), true, after, text);
            }
        }
        String after = after(texts.get(0), Prompts.CANNOT_ANSWER);
        return new Declines(texts.size(), candidates.size(), false, after != null ? after : texts.get(0).strip(),
                texts.get(0));
    }

    /** For the report: {@code 2 of 2 replies declined}. */
    String summary() {
        return declining + " of " + replies + " replies declined";
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
