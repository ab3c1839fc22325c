package io.nlguard.guard.verdict;

/** The JDBC call that carried the SQL text to the guard. */
public enum EntryPoint {
    /** {@code Statement.execute*}, {@code executeQuery}, {@code executeUpdate}, {@code executeLargeUpdate}. */
    EXECUTE,
    /** {@code Statement.addBatch(String)}. */
    ADD_BATCH,
    /** {@code Connection.prepareStatement*}. */
    PREPARE,
    /** {@code Connection.prepareCall*}. */
    PREPARE_CALL,
    /** {@code Connection.nativeSQL}. */
    NATIVE_SQL;

    /** Statements prepared once and executed many times: where slower, deeper checks pay off. */
    public boolean isPrepare() {
        return this == PREPARE || this == PREPARE_CALL;
    }
}
