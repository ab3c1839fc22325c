package io.nlguard.guard.features;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * How confusable a catalog's names are: for each word of a table or column name, how many tables, and
 * how many columns of each table, have it too. A model that picked {@code enrollment_k12} where
 * {@code enrollment_5_17} was meant picked among lookalikes; a name that shares no word with any other
 * is hard to confuse. Built once per catalog snapshot, with {@link CatalogVocabulary}.
 */
final class Lookalikes {

    /** Per table, per word, its columns whose name has it: what the columns of a query's other tables share. */
    private final Map<Table, Map<String, Integer>> columnsWithWord = new IdentityHashMap<>();
    private final Map<Column, List<String>> columnWords = new IdentityHashMap<>();
    /** What does not depend on the query, counted once: per table and per column, the lookalikes in the catalog and in its table. */
    private final Map<Table, Integer> tablesSharingWord = new IdentityHashMap<>();
    private final Map<Column, Integer> columnsSharingWordInTable = new IdentityHashMap<>();

    Lookalikes(Catalog catalog) {
        Map<String, Integer> tablesWithWord = new HashMap<>();
        for (Table table : catalog.tables()) {
            countWords(NameShape.words(table.name().name()), tablesWithWord);
            Map<String, Integer> counts = new HashMap<>();
            for (Column column : table.columns()) {
                List<String> words = NameShape.words(column.name());
                columnWords.put(column, words);
                countWords(words, counts);
            }
            columnsWithWord.put(table, counts);
        }
        for (Table table : catalog.tables()) {
            tablesSharingWord.put(table, mostOthers(NameShape.words(table.name().name()), tablesWithWord));
            for (Column column : table.columns()) {
                columnsSharingWordInTable.put(column, mostOthers(columnWords.get(column), columnsWithWord.get(table)));
            }
        }
    }

    /** The most other catalog tables that share one word with this table's name. */
    int tablesSharingWord(Table table) {
        return tablesSharingWord.getOrDefault(table, 0);
    }

    /** The most other columns of the column's own table that share one word with its name. */
    int columnsSharingWordInTable(Column column) {
        return columnsSharingWordInTable.getOrDefault(column, 0);
    }

    /** The most columns of these other tables that share one word with the column's name. */
    int columnsSharingWordIn(List<Table> others, Column column) {
        List<String> words = columnWords.get(column);
        if (words == null) {
            return 0;
        }
        int most = 0;
        for (String word : words) {
            int sharing = 0;
            for (Table other : others) {
                Map<String, Integer> counts = columnsWithWord.get(other);
                sharing += counts == null ? 0 : counts.getOrDefault(word, 0);
            }
            most = Math.max(most, sharing);
        }
        return most;
    }

    /** Counts each distinct word of a name once. */
    private static void countWords(List<String> words, Map<String, Integer> counts) {
        for (int i = 0; i < words.size(); i++) {
            if (words.indexOf(words.get(i)) == i) {
                counts.merge(words.get(i), 1, Integer::sum);
            }
        }
    }

    /** The largest count over the words, less the name's own. */
    private static int mostOthers(List<String> words, Map<String, Integer> counts) {
        int most = 0;
        for (String word : words) {
            most = Math.max(most, counts.getOrDefault(word, 0) - 1);
        }
        return most;
    }
}
