package io.nlguard.nl.boundary;

/**
 * One reading of a question the candidates disagree on, as a clarification offers it.
 *
 * @param description what it returns and how many candidates chose it ({@code 2 of 4 candidates: 3 rows (name,
 *                    total), first (Alice, 12)})
 * @param sql         the SQL that returns it (the reading's best-ranked candidate): what runs when the user picks it
 */
public record ReadingOption(String description, String sql) {

    /** The option as {@link BoundaryFinding#options()} lists it. */
    public String text() {
        return description + " — " + sql;
    }
}
