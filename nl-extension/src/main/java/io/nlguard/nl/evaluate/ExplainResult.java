package io.nlguard.nl.evaluate;

/**
 * Whether the database planned a statement, its estimated cost, and its words when it did not.
 *
 * @param sqlState the database's SQLSTATE on failure, else null
 * @param message  the database's message on failure, else ""
 * @param cost     the planner's estimated total cost of the plan's top node, NaN when unknown
 */
public record ExplainResult(boolean ok, String sqlState, String message, double cost) {

    public static final ExplainResult OK = new ExplainResult(true, null, "");

    /** Not planned: the guard refused it first, or there was nothing to plan. */
    public static final ExplainResult SKIPPED = new ExplainResult(false, null, "not planned");

    /** Not planned because {@code nlguard.nl.explain=off}: counts as planned, the guard alone judges. */
    public static final ExplainResult UNCHECKED = new ExplainResult(true, null, "not planned (nlguard.nl.explain=off)");

    /** Without a cost. */
    public ExplainResult(boolean ok, String sqlState, String message) {
        this(ok, sqlState, message, Double.NaN);
    }

    /** Planned, at this estimated cost. */
    public static ExplainResult planned(double cost) {
        return new ExplainResult(true, null, "", cost);
    }

    public static ExplainResult failed(String sqlState, String message) {
        return new ExplainResult(false, sqlState, message == null ? "" : message);
    }

    /** The error as a repair prompt and a report show it. */
    public String describe() {
        return ok ? (message.isEmpty() ? "planned" : message) : (sqlState == null ? "" : "SQLSTATE " + sqlState + ": ") + message;
    }
}
