package io.nlguard.nl.evilink;

import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.SchemaComments;

/**
 * The refinement agent's first message: the question, the required items, and each uncertain item with
 * its votes and its L2 evidence (the schema's comment on it and representative values from the value
 * index), so that the cheap evidence is there before the agent spends a turn on a tool.
 */
public final class Briefing {

    /** Representative values shown per uncertain column. */
    static final int VALUES = 5;

    private Briefing() {
    }

    /**
     * @param values a column's representative values (at most {@value #VALUES} are shown); empty when unknown
     */
    public static String of(String question, MultiHypothesisLinking linking, Catalog catalog, SchemaComments comments,
            BiFunction<Table, Column, List<String>> values) {
        StringBuilder text = new StringBuilder("Question: ").append(question).append("\n\nRequired (")
                .append(linking.hypotheses()).append(" hypotheses agree): ")
                .append(String.join(", ", sorted(linking.required()))).append("\n\nUncertain (decide each):\n");
        for (Table table : catalog.tables()) {
            String name = SchemaItems.table(table);
            if (linking.uncertain().tables().contains(name)) {
                text.append("- ").append(name).append(votes(linking.tableVotes().get(name)))
                        .append(evidence(comments.of(table, null), List.of())).append('\n');
            }
            for (Column column : table.columns()) {
                String field = SchemaItems.field(table, column);
                if (linking.uncertain().fields().contains(field)) {
                    List<String> shown = values.apply(table, column);
                    text.append("- ").append(field).append(' ').append(HypothesisPrompt.typed(column))
                            .append(votes(linking.fieldVotes().get(field)))
                            .append(evidence(comments.of(table, column), shown.subList(0, Math.min(VALUES, shown.size()))))
                            .append('\n');
                }
            }
        }
        return text.toString();
    }

    private static List<String> sorted(SchemaItems items) {
        return Stream.concat(items.tables().stream(), items.fields().stream()).sorted().toList();
    }

    private static String votes(ItemVote vote) {
        return vote == null ? "" : ", " + vote.support() + " of " + vote.hypotheses() + " hypotheses";
    }

    private static String evidence(String comment, List<String> values) {
        return (comment == null || comment.isEmpty() ? "" : ", described as \"" + comment + "\"")
                + (values.isEmpty() ? "" : ", values such as " + String.join(", ", values));
    }
}
