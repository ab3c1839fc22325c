package io.nlguard.nl.gloss;

import java.util.List;

/**
 * What a column's name says in words, for retrieval and for the prompt.
 *
 * @param words      the name's words ({@code order_qty} → order, qty)
 * @param expansions what its abbreviations stand for (quantity)
 * @param typeHint   the kind of value ({@link TypeHint})
 * @param primaryKey part of its table's primary key
 * @param references the tables its foreign keys point to
 */
public record ColumnGloss(String table, String column, List<String> words, List<String> expansions, String typeHint,
                          boolean primaryKey, List<String> references) {

    public ColumnGloss {
        words = List.copyOf(words);
        expansions = List.copyOf(expansions);
        references = List.copyOf(references);
    }

    /** The words to search by: the name's words, their expansions, and the words run together. */
    public String text() {
        StringBuilder text = new StringBuilder(String.join(" ", words));
        for (String e : expansions) {
            text.append(' ').append(e);
        }
        if (words.size() > 1) {
            text.append(' ').append(String.join("", words));
        }
        return text.toString();
    }

    /** The tags of a prompt line: {@code PK}, {@code FK→customers}, the type hint. */
    public String tags() {
        StringBuilder tags = new StringBuilder();
        if (primaryKey) {
            tags.append("PK, ");
        }
        for (String target : references) {
            tags.append("FK→").append(target).append(", ");
        }
        return tags.append(typeHint).toString();
    }
}
