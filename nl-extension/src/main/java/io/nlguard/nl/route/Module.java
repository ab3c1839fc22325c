package io.nlguard.nl.route;

import java.util.List;

import io.nlguard.guard.schema.Table;

/** A module of the catalog: its name, its tables, and the keywords that route a question to it. */
public record Module(String name, List<Table> tables, List<String> keywords) {

    public Module {
        tables = List.copyOf(tables);
        keywords = List.copyOf(keywords);
    }
}
