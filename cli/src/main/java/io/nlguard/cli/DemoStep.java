package io.nlguard.cli;

/**
 * One statement of the demo, as a person or an LLM might send it.
 *
 * @param title      what the statement is meant to show
 * @param sql        the statement text, sent as is
 * @param rolledBack run inside a transaction that is rolled back afterwards, so the demo
 *                   leaves the sample data as it found it
 */
public record DemoStep(String title, String sql, boolean rolledBack) {

    static DemoStep query(String title, String sql) {
        return new DemoStep(title, sql, false);
    }

    static DemoStep rolledBack(String title, String sql) {
        return new DemoStep(title, sql, true);
    }
}
