package io.nlguard.nl.select;

/**
 * How much one candidate's result counts towards its cluster's vote, per candidate that wrote it. The
 * constants are the hand-made prior; the measurement on Spider is what should move them.
 */
public final class ClusterWeights {

    /** Rows that several candidates reproduce are the strongest agreement there is. */
    static final double ROWS = 1.0;
    /**
     * Wrong queries agree on "nothing" easily (a misspelled literal, an impossible filter, a wrong join), so
     * an empty result is weak evidence.
     */
    static final double EMPTY = 0.3;
    /**
     * Only the first {@value ResultReader#ROW_CAP} rows were compared, and without ORDER BY which rows come
     * first is arbitrary: agreement on a cut result is less sure.
     */
    static final double CUT = 0.5;
    /**
     * Passed the guard and EXPLAIN but was not run (execution off, or nowhere to run it): counts as a plain
     * generation vote, as before results were compared.
     */
    static final double UNRUN = 1.0;
    /** A failure or a timeout is no answer to agree with: it never forms a winning cluster. */
    static final double FAILED = 0;

    private ClusterWeights() {
    }

    /**
     * @param eligible whether the candidate passed the guard and EXPLAIN (a candidate that did not counts for
     *                 nothing, whatever its result)
     */
    public static double of(CandidateResult result, boolean eligible) {
        if (!eligible) {
            return FAILED;
        }
        return switch (result.status()) {
            case OK -> result.cut() ? CUT : ROWS;
            case EMPTY -> EMPTY;
            case NOT_RUN -> UNRUN;
            case ERROR, TIMEOUT -> FAILED;
        };
    }
}
