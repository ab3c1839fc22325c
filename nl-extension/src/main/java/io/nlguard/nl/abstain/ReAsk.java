package io.nlguard.nl.abstain;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question re-asked with the answers to its clarifications, as trailing bracketed choices:
 * {@code who are the top customers? [1]} or {@code ... [by total order amount]}. The n-th choice answers the
 * n-th clarification the detectors ask for the bare question (they are deterministic, so the numbers are
 * stable for the same question and schema). The choices only stand findings down and reach the prompt as the
 * person's words: the SQL the model writes is guarded as any other.
 *
 * @param question the question without its choices
 * @param choices  the bracketed texts, in order, stripped (empty when none)
 */
public record ReAsk(String question, List<String> choices) {

    /** The longest choice read: a number or a few words, not a second question. */
    static final int MAX_CHOICE = 200;

    private static final Pattern LAST_CHOICE = Pattern.compile("\\[([^\\[\\]\\r\\n]{1," + MAX_CHOICE + "})\\]\\s*$");

    public ReAsk {
        choices = List.copyOf(choices);
    }

    /** The question as written, brackets and all: no choices read (abstention is off). */
    public static ReAsk asWritten(String question) {
        return new ReAsk(question, List.of());
    }

    /** The question and its trailing choices; a question ending in no bracket has none. */
    public static ReAsk of(String asked) {
        String rest = asked.strip();
        List<String> choices = new ArrayList<>();
        Matcher m = LAST_CHOICE.matcher(rest);
        while (m.find() && !m.group(1).isBlank()) {
            choices.add(0, m.group(1).strip());
            rest = rest.substring(0, m.start()).strip();
            m = LAST_CHOICE.matcher(rest);
        }
        return rest.isEmpty() ? asWritten(asked.strip()) : new ReAsk(rest, choices);
    }

    /** The question as the person would re-ask it with these choices. */
    public static String reAsked(String question, List<String> choices) {
        StringBuilder text = new StringBuilder(question.strip());
        choices.forEach(c -> text.append(" [").append(c).append(']'));
        return text.toString();
    }
}
