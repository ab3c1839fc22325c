package io.nlguard.cli.boundary;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** The names of a database's tables and columns, to check that a concept is absent from it. */
public final class SchemaVocabulary {

    private final Set<String> identifiers = new LinkedHashSet<>();

    private SchemaVocabulary() {
    }

    public static SchemaVocabulary of(Catalog catalog) {
        SchemaVocabulary vocabulary = new SchemaVocabulary();
        for (Table table : catalog.tables()) {
            vocabulary.add(table.name().name());
            for (Column column : table.columns()) {
                vocabulary.add(column.name());
            }
        }
        return vocabulary;
    }

    private void add(String identifier) {
        identifiers.add(identifier.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", ""));
    }

    /**
     * Whether no table or column name contains any word of the concept (nor its stem of 4+ letters): "email
     * address" is absent only if no name holds "email" or "address", so the schema cannot answer it by another name.
     */
    public boolean lacks(String concept) {
        for (String word : Words.ofIdentifier(concept)) {
            String stem = word.length() > 4 ? word.substring(0, 4) : word;
            for (String identifier : identifiers) {
                if (identifier.contains(stem)) {
                    return false;
                }
            }
        }
        return true;
    }
}
