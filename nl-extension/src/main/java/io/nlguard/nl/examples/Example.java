package io.nlguard.nl.examples;

import java.util.Objects;

/** A question and the SQL that answers it, shown to the model as an example. */
public record Example(String question, String sql) {

    public Example {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(sql, "sql");
    }
}
