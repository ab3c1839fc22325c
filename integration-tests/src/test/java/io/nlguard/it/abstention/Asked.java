package io.nlguard.it.abstention;

import java.sql.SQLException;

/**
 * How one {@code NL:} question of the set ended on the full path.
 *
 * @param item       the question
 * @param outcome    what the application got
 * @param goldRows   answered with the gold's rows (bag equality; row order when the gold orders)
 * @param capped     answered with {@code nlguard.nl.max-rows} rows where the gold has more (not comparable)
 * @param modelCalls calls to the model for this question
 * @param message    the refusal's first line, else empty
 */
record Asked(SetItem item, Outcome outcome, boolean goldRows, boolean capped, int modelCalls, String message) {

    enum Outcome {
        /** Rows came back. */
        ANSWERED,
        /** {@code 42NL1}: the question needs clarification. */
        CLARIFY,
        /** {@code 42NL2} of the boundary step or an upheld decline: the schema cannot answer. */
        REJECT,
        /** {@code 42NL2} after every candidate failed (not a boundary abstention: the model's SQL did not run). */
        FAILED,
        /** Any other SQLSTATE (e.g. a guard refusal, {@code 58NL1}). */
        ERROR;

        boolean abstained() {
            return this == CLARIFY || this == REJECT;
        }

        /** The outcome of a refusal, by its SQLSTATE and, for {@code 42NL2}, its words. */
        static Outcome of(SQLException e) {
            String state = String.valueOf(e.getSQLState());
            if (state.equals("42NL1")) {
                return CLARIFY;
            }
            if (state.equals("42NL2")) {
                return String.valueOf(e.getMessage()).contains("every candidate failed") ? FAILED : REJECT;
            }
            return ERROR;
        }
    }

    /** The outcome the item's label asks for (clarify ↔ 42NL1, reject ↔ 42NL2, answerable ↔ rows). */
    boolean rightOutcome() {
        return switch (item.label()) {
            case "clarify" -> outcome == Outcome.CLARIFY;
            case "reject" -> outcome == Outcome.REJECT;
            default -> outcome == Outcome.ANSWERED;
        };
    }
}
