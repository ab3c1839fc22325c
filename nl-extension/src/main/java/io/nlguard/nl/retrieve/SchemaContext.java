package io.nlguard.nl.retrieve;

import java.util.List;

/**
 * What retrieval hands the prompt: the chosen tables with their kept columns, the M-Schema text of them
 * and its approximate size in tokens ({@link TokenCount}), and notes for the translation report (a
 * ranking that was unavailable, and why).
 */
public record SchemaContext(List<ChosenTable> tables, String mSchema, int tokens, List<String> notes) {

    public SchemaContext {
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
    }

    public SchemaContext(List<ChosenTable> tables, String mSchema, int tokens) {
        this(tables, mSchema, tokens, List.of());
    }
}
