package io.nlguard.nl.knowledge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.names.NameWords;
import io.nlguard.nl.gloss.WordForms;

/**
 * Other names the domain uses for tables, columns and values: a question saying "clients" means the
 * table {@code customers}, "turnover" the column {@code orders.amount}, "NYC" the value {@code 'New York'}
 * of {@code customers.city}. Lookups compare words (case, separators and a plural {@code s} ignored).
 *
 * @param tables  synonym → table name
 * @param columns synonym → {@code table.column}
 * @param values  synonym → the column and the value as stored
 */
public record Synonyms(Map<String, String> tables, Map<String, String> columns, Map<String, ValueSynonym> values) {

    /** A value's other name: the column that holds it and the value as stored. */
    public record ValueSynonym(String column, String value) {

        /** The table part of {@link #column}. */
        public String table() {
            return TableColumn.table(column);
        }

        /** The column part of {@link #column}. */
        public String columnName() {
            return TableColumn.column(column);
        }
    }

    public static final Synonyms NONE = new Synonyms(Map.of(), Map.of(), Map.of());

    public Synonyms {
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Whether a phrase of the question (its words in lower case) is a synonym of the table. */
    public boolean namesTable(List<String> phrase, String table) {
        return lookup(tables, phrase).filter(t -> t.equalsIgnoreCase(table)).isPresent();
    }

    /** Whether a phrase of the question is a synonym of the column of the table. */
    public boolean namesColumn(List<String> phrase, String table, String column) {
        return lookup(columns, phrase).filter(c -> TableColumn.table(c).equalsIgnoreCase(table)
                && TableColumn.column(c).equalsIgnoreCase(column)).isPresent();
    }

    /** The value a phrase of the question stands for, if it is a value synonym. */
    public Optional<ValueSynonym> value(List<String> phrase) {
        return lookup(values, phrase);
    }

    /**
     * The schema names the question's synonyms stand for ({@code customers} for "clients", {@code orders amount}
     * for "turnover"): what retrieval should look for besides the question's own words.
     */
    public List<String> namesIn(List<String> questionWords) {
        Set<String> names = new LinkedHashSet<>();
        tables.forEach((synonym, table) -> {
            if (TriggerWords.occur(synonym, questionWords)) {
                names.add(table);
            }
        });
        columns.forEach((synonym, column) -> {
            if (TriggerWords.occur(synonym, questionWords)) {
                names.add(TableColumn.table(column) + " " + TableColumn.column(column));
            }
        });
        values.forEach((synonym, value) -> {
            if (TriggerWords.occur(synonym, questionWords)) {
                names.add(value.table() + " " + value.columnName());
            }
        });
        return List.copyOf(names);
    }

    private static <T> Optional<T> lookup(Map<String, T> map, List<String> phrase) {
        if (phrase.isEmpty()) {
            return Optional.empty();
        }
        for (Map.Entry<String, T> entry : map.entrySet()) {
            if (sameWords(NameWords.of(entry.getKey()), phrase)) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    private static boolean sameWords(List<String> synonym, List<String> phrase) {
        if (synonym.size() != phrase.size()) {
            return false;
        }
        for (int i = 0; i < synonym.size(); i++) {
            if (!WordForms.singular(synonym.get(i)).equals(WordForms.singular(phrase.get(i)))) {
                return false;
            }
        }
        return true;
    }
}
