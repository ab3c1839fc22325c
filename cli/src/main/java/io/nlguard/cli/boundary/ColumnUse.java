package io.nlguard.cli.boundary;

import java.util.List;

/** A catalog column the gold SQL uses, with its table; its words are how a question may name it. */
public record ColumnUse(String table, String column) {

    public List<String> columnWords() {
        return Words.ofIdentifier(column);
    }

    public List<String> tableWords() {
        return Words.ofIdentifier(table);
    }
}
