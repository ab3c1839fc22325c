package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.TypeHint;

/**
 * Which columns of the chosen tables go into the schema context: per table, the columns the question
 * matched (best first, up to a number, and not far below the best match of the catalog), the keys of the
 * foreign keys (or same-named identifiers) that join it to another chosen table, the columns one of whose
 * values the question names, its label column (the first {@code name} or
 * {@code title}, which "list the schools" wants without saying it), its date columns when the question
 * names a year, and every column of a small table.
 */
public final class ColumnSelection {

    private static final Pattern YEAR = Pattern.compile("\\b(1[89]|20)\\d\\d\\b");

    private final List<Table> chosen;
    private final List<ScoredColumn> matches;
    private final RetrievalSettings settings;
    private final boolean namesYear;
    private final double bestMatch;
    private final List<ScoredColumn> valueColumns;

    /**
     * @param chosen  every table of the context
     * @param matches the question's column matches over the whole catalog, best first
     */
    public ColumnSelection(List<Table> chosen, List<ScoredColumn> matches, RetrievalSettings settings, String question) {
        this(chosen, matches, settings, question, List.of());
    }

    /** @param valueColumns columns one of whose values the question names: kept whatever their score */
    public ColumnSelection(List<Table> chosen, List<ScoredColumn> matches, RetrievalSettings settings, String question,
            List<ScoredColumn> valueColumns) {
        this.valueColumns = List.copyOf(valueColumns);
        this.chosen = List.copyOf(chosen);
        this.matches = matches;
        this.settings = settings;
        this.namesYear = YEAR.matcher(question).find();
        this.bestMatch = matches.isEmpty() ? 0 : matches.get(0).score();
    }

    /** The kept columns of one chosen table, in the table's own order. */
    public List<Column> of(Table table) {
        if (table.columns().size() <= settings.smallTable()) {
            return table.columns();
        }
        Set<Column> kept = new HashSet<>(joinKeys(table));
        int taken = 0;
        for (ScoredColumn match : matches) {
            if (taken >= settings.matchedColumns() || match.score() < bestMatch * settings.columnCut()) {
                break;
            }
            if (match.table() == table) {
                kept.add(match.column());
                taken++;
            }
        }
        valueColumns.stream().filter(v -> v.table() == table).forEach(v -> kept.add(v.column()));
        label(table).ifPresent(kept::add);
        if (namesYear) {
            for (Column column : table.columns()) {
                if (TypeHint.of(NameWords.of(column.name()), column.jdbcType()).equals("date")) {
                    kept.add(column);
                }
            }
        }
        List<Column> ordered = new ArrayList<>(kept.size());
        for (Column column : table.columns()) {
            if (kept.contains(column)) {
                ordered.add(column);
            }
        }
        return ordered;
    }

    /** The columns of the foreign keys between this table and another chosen one, at either end. */
    Set<Column> joinKeys(Table table) {
        Set<Column> keys = new HashSet<>();
        for (Table other : chosen) {
            if (other == table) {
                continue;
            }
            for (ForeignKey fk : table.foreignKeys()) {
                if (fk.toTable().name().equalsIgnoreCase(other.name().name())) {
                    fk.fromColumns().forEach(name -> table.column(name).ifPresent(keys::add));
                }
            }
            for (ForeignKey fk : other.foreignKeys()) {
                if (fk.toTable().name().equalsIgnoreCase(table.name().name())) {
                    fk.toColumns().forEach(name -> table.column(name).ifPresent(keys::add));
                }
            }
            keys.addAll(sharedIdentifiers(table, other));
        }
        return keys;
    }

    /**
     * Columns of the same name in both tables that look like a key (a primary key of either, or a name
     * ending in id): the join a schema without declared foreign keys still has ({@code customerid}).
     */
    private static Set<Column> sharedIdentifiers(Table table, Table other) {
        Set<Column> shared = new HashSet<>();
        for (Column column : table.columns()) {
            if (other.column(column.name()).isEmpty()) {
                continue;
            }
            List<String> words = NameWords.of(column.name());
            boolean idLike = column.name().toLowerCase(java.util.Locale.ROOT).endsWith("id")
                    || (!words.isEmpty() && words.get(words.size() - 1).equals("id"));
            boolean primary = table.primaryKey().stream().anyMatch(column.name()::equalsIgnoreCase)
                    || other.primaryKey().stream().anyMatch(column.name()::equalsIgnoreCase);
            if (idLike || primary) {
                shared.add(column);
            }
        }
        return shared;
    }

    private static java.util.Optional<Column> label(Table table) {
        for (Column column : table.columns()) {
            List<String> words = NameWords.of(column.name());
            String last = words.isEmpty() ? "" : words.get(words.size() - 1);
            if (last.equals("name") || last.equals("title")) {
                return java.util.Optional.of(column);
            }
        }
        return java.util.Optional.empty();
    }
}
