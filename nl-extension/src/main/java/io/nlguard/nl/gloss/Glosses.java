package io.nlguard.nl.gloss;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

/** Glosses of a table's name and columns, built without any model from the names, types and keys. */
public final class Glosses {

    private Glosses() {
    }

    /**
     * The words of a name, what its abbreviations stand for, and the name run together when it has
     * several words ({@code NumTstTakr} → num tst takr test taker numtsttakr), so a question that quotes
     * the name finds it too; blank-separated.
     */
    public static String ofName(String name) {
        List<String> words = NameWords.of(name);
        List<String> all = new ArrayList<>(words);
        all.addAll(expansions(words));
        if (words.size() > 1) {
            all.add(String.join("", words));
        }
        return String.join(" ", all);
    }

    public static ColumnGloss of(Table table, Column column) {
        List<String> words = NameWords.of(column.name());
        boolean primaryKey = table.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(column.name()));
        List<String> references = new ArrayList<>(1);
        for (ForeignKey fk : table.foreignKeys()) {
            if (fk.fromColumns().stream().anyMatch(c -> c.equalsIgnoreCase(column.name()))) {
                references.add(fk.toTable().name());
            }
        }
        return new ColumnGloss(table.name().name(), column.name(), words, expansions(words),
                TypeHint.of(words, column.jdbcType()), primaryKey, references);
    }

    private static List<String> expansions(List<String> words) {
        List<String> expansions = new ArrayList<>(2);
        for (String word : words) {
            for (String e : Abbreviations.expand(word.toLowerCase(Locale.ROOT))) {
                if (!words.contains(e) && !expansions.contains(e)) {
                    expansions.add(e);
                }
            }
        }
        return expansions;
    }
}
