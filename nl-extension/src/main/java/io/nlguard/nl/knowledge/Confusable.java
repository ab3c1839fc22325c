package io.nlguard.nl.knowledge;

import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Table;

/**
 * A table models are known to use wrongly ({@code sales_regions} for a customer's region), the words of a
 * question that lead them to it, and what to tell them instead.
 *
 * @param table     the table, by name or {@code schema.name}
 * @param triggers  words or phrases of a question that call for the warning ({@code region}, {@code by region})
 * @param warning   the warning, as the prompt shows it
 * @param preferred the join path to use instead, table by table (empty when the warning says it all)
 */
public record Confusable(String table, List<String> triggers, String warning, List<String> preferred) {

    public Confusable {
        triggers = List.copyOf(triggers);
        preferred = List.copyOf(preferred);
    }

    /** Whether this entry is about the given table. */
    public boolean isAbout(Table candidate) {
        String name = table.toLowerCase(Locale.ROOT);
        return name.equals(candidate.name().name().toLowerCase(Locale.ROOT))
                || name.equals(candidate.name().toString().toLowerCase(Locale.ROOT));
    }

    /** The triggers the question's words contain, each as whole words (a plural {@code s} allowed). */
    public List<String> triggeredBy(List<String> questionWords) {
        return triggers.stream().filter(t -> TriggerWords.occur(t, questionWords)).toList();
    }
}
