package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.nl.prompt.PromptSection;
import io.nlguard.nl.retrieve.ScoredColumn;

/** Value matches as the prompt shows them and as the retrieval keeps their columns. */
public final class ValueHints {

    private ValueHints() {
    }

    /**
     * One SQL comment line per match: {@code -- "Oslo" is a value of customers.city}, and for a fuzzy
     * match what the question said ({@code (the question says "Olso")}), so the model writes the stored
     * spelling.
     */
    public static List<String> lines(List<ValueMatch> matches) {
        List<String> lines = new ArrayList<>(matches.size());
        for (ValueMatch m : matches) {
            String line = "-- \"" + m.value() + "\" is a value of " + m.table().name().name() + "." + m.column().name();
            if (!m.exact() || !m.phrase().equals(m.value())) {
                line += " (the question says \"" + m.phrase() + "\")";
            }
            lines.add(line);
        }
        return lines;
    }

    /** The prompt's section of value hints, under the schema; empty (and left out) without matches. */
    public static PromptSection section(List<ValueMatch> matches) {
        return new PromptSection("Values the question names", String.join("\n", lines(matches)));
    }

    /** The matched columns, each once with its best score, for the schema context to keep. */
    public static List<ScoredColumn> columns(List<ValueMatch> matches) {
        List<ScoredColumn> columns = new ArrayList<>();
        for (ValueMatch m : matches) {
            if (columns.stream().noneMatch(c -> c.table() == m.table() && c.column().equals(m.column()))) {
                columns.add(new ScoredColumn(m.table(), m.column(), m.score()));
            }
        }
        return columns;
    }
}
