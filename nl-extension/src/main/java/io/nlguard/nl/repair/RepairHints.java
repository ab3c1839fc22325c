package io.nlguard.nl.repair;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.TablesUsed;

/**
 * What a repair prompt says about a failed candidate, targeted as the seed's stages 6c–6e are rather than
 * a bare "fix this error": the error itself (the guard's refusal with its fix, or PostgreSQL's SQLSTATE and
 * message); the guard's own notes on the query, which carry its diagnoses (a near spelling, the column a
 * foreign-key neighbour has with the JOIN to add, a column no table has); and for an undefined column or
 * table the surgical whitelist: the columns of the tables the query reads, the only ones it may use.
 */
public final class RepairHints {

    /** SQLSTATEs of names PostgreSQL did not find: undefined column, undefined table. */
    private static final Set<String> UNDEFINED = Set.of("42703", "42P01");

    /** More columns than this per table are cut: the whitelist is a reminder, not the schema again. */
    static final int MAX_COLUMNS = 40;

    private RepairHints() {
    }

    /** The repair prompt's account of why the candidate failed, with its hints; "" when it passes. */
    public static String of(EvaluatedCandidate candidate, Catalog catalog) {
        String error = candidate.error();
        if (error.isEmpty()) {
            return "";
        }
        List<String> lines = new ArrayList<>();
        lines.add(error);
        candidate.guard().warnings().stream().filter(w -> !error.contains(w)).limit(5)
                .forEach(w -> lines.add("The guard noted: " + w));
        if (namesSomethingUndefined(candidate)) {
            List<Table> tables = TablesUsed.tables(candidate.checkedSql(), catalog);
            if (!tables.isEmpty()) {
                lines.add("Use only these columns of the tables the query reads: " + whitelist(tables) + ".");
            }
        }
        return String.join("\n", lines);
    }

    private static boolean namesSomethingUndefined(EvaluatedCandidate candidate) {
        String state = candidate.explain().sqlState();
        return state != null && UNDEFINED.contains(state)
                || candidate.guard().blocked() && candidate.guard().blockReason().contains("unknown");
    }

    static String whitelist(List<Table> tables) {
        return tables.stream().map(t -> t.name().name() + "(" + t.columns().stream().limit(MAX_COLUMNS)
                .map(Column::name).collect(Collectors.joining(", "))
                + (t.columns().size() > MAX_COLUMNS ? ", ..." : "") + ")").collect(Collectors.joining("; "));
    }
}
