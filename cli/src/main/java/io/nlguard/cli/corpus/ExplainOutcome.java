package io.nlguard.cli.corpus;

/**
 * Whether PostgreSQL's {@code EXPLAIN} accepted a text, and if not, its SQLSTATE and message.
 *
 * @param sqlState null when accepted
 */
public record ExplainOutcome(String sqlState, String message) {

    static final ExplainOutcome ACCEPTED = new ExplainOutcome(null, null);

    public boolean accepted() {
        return sqlState == null;
    }

    /**
     * The message with quoted names and numbers masked, so that errors of one kind count together:
     * {@code column "x" does not exist} → {@code column "…" does not exist}.
     */
    public String kind() {
        if (message == null) {
            return "";
        }
        String firstLine = message.lines().findFirst().orElse("");
        return sqlState + " " + firstLine.replaceAll("\"[^\"]*\"", "\"…\"").replaceAll("\\d+", "N")
                .replaceFirst("^ERROR: ", "");
    }
}
