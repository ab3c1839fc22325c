package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The decision is derived from SQLSTATEs alone; no database needed. */
class DecisionTest {

    private static SQLWarning warning(String state, String message) {
        return new SQLWarning(message, state);
    }

    @Test
    void noWarningIsAllow() {
        assertEquals(Decision.ALLOW, Decision.of(List.of(), null));
    }

    @Test
    void databaseNoticesDoNotCountAsGuardFindings() {
        assertEquals(Decision.ALLOW, Decision.of(List.of(warning("01000", "notice"), warning("00000", "x")), null));
    }

    @Test
    void guardWarningsAnnotate() {
        assertEquals(Decision.ANNOTATE, Decision.of(List.of(warning("01NG1", "risky: DELETE without WHERE")), null));
        assertEquals(Decision.ANNOTATE, Decision.of(List.of(warning("01NG2", "lint: = NULL")), null));
        assertEquals(Decision.ANNOTATE, Decision.of(List.of(warning("01NG9", "guard error, fail-open")), null));
    }

    @Test
    void rewriteWinsOverAnnotations() {
        assertEquals(Decision.REWRITTEN,
                Decision.of(List.of(warning("01NG2", "lint"), warning("01NG3", "rewritten to ...")), null));
    }

    @Test
    void guardExceptionsBlock() {
        for (String state : List.of("42NG1", "42NG2", "42NG3", "42NL1", "42NL2", "58NL1")) {
            assertEquals(Decision.BLOCKED, Decision.of(List.of(), new SQLException("blocked", state)), state);
        }
    }

    @Test
    void otherExceptionsAreTheDatabasesOwn() {
        assertEquals(Decision.DATABASE_ERROR,
                Decision.of(List.of(warning("01NG3", "rewritten")), new SQLException("no column", "42703")));
    }

    @Test
    void sqlStateIsFoundDownTheCauseChain() {
        SQLException wrapped = new SQLException("wrapper", (String) null, new SQLException("inner", "42NG2"));
        assertEquals("42NG2", Decision.sqlState(wrapped));
        assertEquals(Decision.BLOCKED, Decision.of(List.of(), wrapped));
    }

    @Test
    void guardStates() {
        assertTrue(Decision.isGuardState("01NG1"));
        assertTrue(Decision.isGuardState("42NL2"));
        assertFalse(Decision.isGuardState("42703"));
        assertFalse(Decision.isGuardState(null));
        assertFalse(Decision.isGuardState("01NG"));
    }

    @Test
    void printerShowsEveryGuardWarningAndCounts() {
        StringWriter buf = new StringWriter();
        DecisionPrinter printer = new DecisionPrinter(new PrintWriter(buf, true));
        DemoStep step = DemoStep.query("t", "SELECT 1");
        printer.step(1, 2, step, new Outcome(List.of(new Outcome.UpdateCount(3)),
                List.of(warning("01NG1", "DELETE without WHERE"), warning("01NG3", "rewritten: SELECT 1 LIMIT 1000")),
                null, false));
        printer.step(2, 2, step, new Outcome(List.of(), List.of(), new SQLException("blocked by rule x", "42NG2"),
                false));
        String text = buf.toString();
        assertTrue(text.contains("Guard    REWRITTEN"), text);
        assertTrue(text.contains("01NG1  DELETE without WHERE"), text);
        assertTrue(text.contains("01NG3  rewritten: SELECT 1 LIMIT 1000"), text);
        assertTrue(text.contains("Guard    BLOCKED  SQLSTATE 42NG2"), text);
        assertEquals("Summary: 2 statements: 0 ALLOW, 0 ANNOTATE, 1 REWRITTEN, 1 BLOCKED, 0 DATABASE ERROR",
                printer.summary());
    }

    @Test
    void tableFitsTheWidth() {
        List<String> lines = TextTable.render(List.of("a", "b"), List.of(false, true),
                List.of(List.of("x".repeat(200), "12345")), 40);
        for (String line : lines) {
            assertTrue(line.length() <= 40, line);
        }
        assertTrue(lines.get(2).endsWith("12345"));
    }
}
