package io.nlguard.cli;

/**
 * One statement of the demo, as a person or an LLM might send it.
 *
 * @param title      what the statement is meant to show
 * @param sql        the statement text, sent as is
 * @param rolledBack run inside a transaction that is rolled back afterwards, so the demo
 *                   leaves the sample data as it found it
 * @param question   the question an LLM wrote the statement for, set as {@code nlguard.question} while it
 *                   runs (the guard then reads it as a model's SQL); empty for people's statements
 */
public record DemoStep(String title, String sql, boolean rolledBack, String question) {

    static DemoStep query(String title, String sql) {
        return new DemoStep(title, sql, false, "");
    }

    static DemoStep rolledBack(String title, String sql) {
        return new DemoStep(title, sql, true, "");
    }

    /** A query an LLM wrote for {@code question}. */
    static DemoStep answer(String title, String question, String sql) {
        return new DemoStep(title, sql, false, question);
    }

    public boolean hasQuestion() {
        return !question.isEmpty();
    }
}
