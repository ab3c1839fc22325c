package io.nlguard.nl.retrieve;

import java.util.List;

/**
 * What retrieval hands the prompt: the chosen tables with their kept columns, the M-Schema text of them
 * and its approximate size in tokens ({@link TokenCount}).
 */
public record SchemaContext(List<ChosenTable> tables, String mSchema, int tokens) {

    public SchemaContext {
        tables = List.copyOf(tables);
    }
}
