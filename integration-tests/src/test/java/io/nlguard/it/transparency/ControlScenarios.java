package io.nlguard.it.transparency;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Types;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scenarios of control flow: calls, multiple results, transactions, timeouts, cancel, errors. */
final class ControlScenarios {

    private ControlScenarios() {
    }

    static List<Scenario> all() {
        return List.of(
                new Scenario("callable statement", ControlScenarios::callable),
                new Scenario("multiple results", ControlScenarios::multipleResults),
                new Scenario("commit, rollback, savepoints", ControlScenarios::transactions),
                new Scenario("query timeout", ControlScenarios::queryTimeout),
                new Scenario("cancel", ControlScenarios::cancel),
                new Scenario("errors keep their SQLSTATE", ControlScenarios::errors),
                new Scenario("closing", ControlScenarios::closing));
    }

    private static Outcome callable(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        try (Statement s = c.createStatement()) {
            s.execute(d.createIncrementFunction());
        }
        try (CallableStatement call = c.prepareCall("{? = call inc(?)}")) {
            call.registerOutParameter(1, Types.INTEGER);
            call.setInt(2, 41);
            call.execute();
            assertEquals(42, call.getInt(1));
            out.record("result", call.getInt(1));
        }
        return out;
    }

    private static Outcome multipleResults(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        if (d.multiStatement() == null) {
            return out.record("multiple results", "not supported by " + d.name());
        }
        try (Statement s = c.createStatement()) {
            DataScenarios.createItems(s);
            boolean isResultSet = s.execute(d.multiStatement());
            int results = 0;
            while (true) {
                if (isResultSet) {
                    try (ResultSet rs = s.getResultSet()) {
                        out.record("result set", DataScenarios.rows(rs));
                    }
                } else if (s.getUpdateCount() >= 0) {
                    out.record("update count", s.getUpdateCount());
                } else {
                    break;
                }
                results++;
                isResultSet = s.getMoreResults();
            }
            assertEquals(3, results);
        }
        return out;
    }

    private static Outcome transactions(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        try (Statement s = c.createStatement()) {
            DataScenarios.createItems(s);
            c.setAutoCommit(false);
            s.executeUpdate("insert into items(name) values ('kept')");
            Savepoint named = c.setSavepoint("before_second");
            out.record("savepoint", named.getSavepointName());
            s.executeUpdate("insert into items(name) values ('undone')");
            c.rollback(named);
            Savepoint unnamed = c.setSavepoint();
            out.record("unnamed savepoint has id", unnamed.getSavepointId() >= 0);
            s.executeUpdate("insert into items(name) values ('also kept')");
            c.releaseSavepoint(unnamed);
            c.commit();
            s.executeUpdate("insert into items(name) values ('rolled back')");
            c.rollback();
            c.setAutoCommit(true);
            out.record("autocommit", c.getAutoCommit());
            try (ResultSet rs = s.executeQuery("select name from items order by id")) {
                List<String> rows = DataScenarios.rows(rs);
                assertEquals(List.of("kept", "also kept"), rows);
                out.record("rows", rows);
            }
        }
        return out;
    }

    private static Outcome queryTimeout(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(1);
            out.record("timeout", s.getQueryTimeout());
            out.attempt("slow query", () -> DataScenarios.rows(s.executeQuery(d.slowQuery())));
            assertNotNull(out.stateOf("slow query"), "the query timed out");
        }
        return out;
    }

    /** Cancels from another thread until the statement returns, so the cancel cannot arrive too early. */
    private static Outcome cancel(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        try (Statement s = c.createStatement()) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            Thread canceller = new Thread(() -> {
                while (!done.isDone()) {
                    try {
                        TimeUnit.MILLISECONDS.sleep(100);
                        s.cancel();
                    } catch (InterruptedException | SQLException e) {
                        return;
                    }
                }
            });
            canceller.start();
            try {
                out.attempt("cancelled query", () -> DataScenarios.rows(s.executeQuery(d.slowQuery())));
            } finally {
                done.complete(null);
                canceller.join();
            }
            assertNotNull(out.stateOf("cancelled query"), "the query was cancelled");
            out.attempt("statement usable after cancel", () -> DataScenarios.rows(s.executeQuery("select 1")));
        }
        return out;
    }

    private static Outcome closing(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("select 1");
        s.close();
        assertTrue(rs.isClosed(), "closing a statement closes its result set");
        out.record("result set closed with its statement", rs.isClosed());
        out.record("statement closed", s.isClosed());
        out.attempt("execute on a closed statement", () -> s.executeQuery("select 1"));
        out.attempt("warnings of a closed statement", s::getWarnings);
        Statement completing = c.createStatement();
        completing.closeOnCompletion();
        try (ResultSet last = completing.executeQuery("select 1")) {
            out.record("close on completion", completing.isCloseOnCompletion());
        }
        assertTrue(completing.isClosed(), "closeOnCompletion closed the statement with its last result set");
        out.record("closed on completion", completing.isClosed());
        return out;
    }

    private static Outcome errors(Connection c, Dialect d) throws Exception {
        Outcome out = new Outcome();
        try (Statement s = c.createStatement()) {
            DataScenarios.createItems(s);
            s.executeUpdate("insert into items(name) values ('a')");
            out.attempt("missing table", () -> s.executeQuery("select * from no_such_table"));
            out.attempt("missing column", () -> s.executeQuery("select no_such_column from items"));
            out.attempt("duplicate key", () -> s.executeUpdate("insert into items(name) values ('a')"));
            out.attempt("syntax error", () -> s.execute("selec 1"));
            out.attempt("after errors", () -> DataScenarios.rows(s.executeQuery("select count(*) from items")));
        }
        return out;
    }
}
