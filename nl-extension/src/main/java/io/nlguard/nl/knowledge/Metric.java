package io.nlguard.nl.knowledge;

import java.util.List;

/**
 * A business metric as the people who own it define it ("net revenue = sum(amount) where status = 'paid'").
 *
 * @param name        its name, the key in the file
 * @param description what it means, in words (may be empty)
 * @param words       words or phrases of a question that ask for it; the name's words when the file gives none
 * @param sql         the SQL expression that computes it ({@code sum(o.amount)})
 * @param table       the table it is computed over, optionally with the alias {@link #sql} uses ({@code orders o})
 * @param filters     conditions every query of it must keep ({@code o.status = 'paid'})
 * @param grain       its default grouping columns (empty: none, or the file's {@code groupings})
 */
public record Metric(String name, String description, List<String> words, String sql, String table,
                     List<String> filters, List<String> grain) {

    public Metric {
        words = List.copyOf(words);
        filters = List.copyOf(filters);
        grain = List.copyOf(grain);
    }

    /** The words the question's words contain, each as whole words (a plural {@code s} allowed). */
    public List<String> askedBy(List<String> questionWords) {
        return words.stream().filter(w -> TriggerWords.occur(w, questionWords)).toList();
    }

    /** The table's name without its alias ({@code orders} of {@code orders o}). */
    public String tableName() {
        return table.split("\\s+")[0];
    }
}
