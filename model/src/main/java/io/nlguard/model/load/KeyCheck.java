package io.nlguard.model.load;

/**
 * A primary or foreign key of tables.json after the rows were loaded.
 *
 * @param table      the table, as PostgreSQL writes it ({@code car_1.model_list})
 * @param definition {@code PRIMARY KEY (...)} or {@code FOREIGN KEY (...) REFERENCES ...(...)}
 * @param outcome    whether the rows satisfy it, and what became of it
 * @param message    PostgreSQL's reason when not {@link Outcome#VALID} (the first violating key), else empty
 */
public record KeyCheck(String table, String definition, Outcome outcome, String message) {

    public enum Outcome {
        /** Declared and satisfied by every row. */
        VALID,
        /** A foreign key the rows violate: declared {@code NOT VALID}, so the catalog keeps the join path. */
        NOT_VALID,
        /**
         * Not declared: a primary key the rows repeat (PostgreSQL has no unchecked primary key), or a
         * foreign key whose referenced key is such a one.
         */
        DROPPED
    }

    public boolean isForeignKey() {
        return definition.startsWith("FOREIGN KEY");
    }
}
