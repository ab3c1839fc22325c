package io.nlguard.nl.evilink;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.TypeHint;
import io.nlguard.nl.llm.ChatMessage;

/**
 * The one call that asks the model for EviLink's hypotheses: up to N structurally different SQL queries over
 * the retrieved tables. The tables are listed by name first (L0 evidence, what table selection sees), then
 * every column of them with its type and a coarse category (L1 evidence, what field selection sees).
 */
public final class HypothesisPrompt {

    public static final String VERSION = "evilink-hypotheses-1";

    private HypothesisPrompt() {
    }

    public static List<ChatMessage> of(String question, List<Table> tables, int hypotheses) {
        String system = "You propose SQL hypotheses for a question over a PostgreSQL database. Write " + hypotheses
                + " queries that could each answer the question and differ in structure (a join or a subquery, "
                + "another table where two could hold the facts, another column where two could hold the "
                + "answer). Use only the tables and columns listed. Give each query in its own ```sql fence and "
                + "write nothing else.";
        StringBuilder user = new StringBuilder("Tables: ");
        user.append(tables.stream().map(t -> t.name().name()).collect(Collectors.joining(", "))).append("\n\nColumns:\n");
        for (Table table : tables) {
            user.append("# ").append(table.name().name()).append(": ")
                    .append(table.columns().stream().map(HypothesisPrompt::column).collect(Collectors.joining(", ")))
                    .append('\n');
        }
        user.append("\nQuestion: ").append(question);
        return List.of(ChatMessage.system(system), ChatMessage.user(user.toString()));
    }

    /** {@code total NUMERIC (amount)}: the name, the type, and what kind of value it holds. */
    static String column(Column column) {
        return column.name() + " " + typed(column);
    }

    /** {@code NUMERIC (amount)}: the type and the coarse category. */
    static String typed(Column column) {
        return column.nativeType().toUpperCase(Locale.ROOT) + " ("
                + TypeHint.of(NameWords.of(column.name()), column.jdbcType()) + ")";
    }
}
