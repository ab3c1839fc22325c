package io.nlguard.driver;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.guard.verdict.NlGuardWarning;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every SQL-carrying entry point through a scripted decision, over H2 in memory. */
class InterceptionTest {

    private final ScriptedGuard guard = new ScriptedGuard();
    private Connection connection;

    @BeforeEach
    void open() throws SQLException {
        connection = connect("block", "open");
        try (Statement s = connection.createStatement()) {
            s.execute("create table t(id int primary key, v varchar(20))");
        }
        guard.calls().clear();
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    private Connection connect(String mode, String onError) throws SQLException {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl("jdbc:nlguard:h2:mem:interception_" + mode + ";DB_CLOSE_DELAY=-1");
        dataSource.setProperty("nlguard.mode", mode);
        dataSource.setProperty("nlguard.on-error", onError);
        dataSource.setStatementGuard(guard);
        Connection c = dataSource.getConnection();
        try (Statement s = c.createStatement()) {
            s.execute("drop table if exists t");
        }
        return c;
    }

    private int rows() throws SQLException {
        try (Statement s = connection.unwrap(org.h2.jdbc.JdbcConnection.class).createStatement();
             ResultSet rs = s.executeQuery("select count(*) from t")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static List<String> states(SQLWarning warning) {
        List<String> states = new ArrayList<>();
        for (SQLWarning w = warning; w != null; w = w.getNextWarning()) {
            states.add(w.getSQLState());
        }
        return states;
    }

    @Test
    void everyEntryPointIsInspected() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("select 1");
            s.executeQuery("select 2").close();
            s.executeUpdate("insert into t values (1, 'a')");
            s.executeLargeUpdate("insert into t values (2, 'b')");
            s.addBatch("insert into t values (3, 'c')");
            s.executeBatch();
        }
        connection.prepareStatement("select 3").close();
        connection.prepareCall("call 4").close();
        connection.nativeSQL("select 5");
        List<EntryPoint> entryPoints = guard.calls().stream().map(ScriptedGuard.Call::entryPoint).toList();
        assertEquals(List.of(EntryPoint.EXECUTE, EntryPoint.EXECUTE, EntryPoint.EXECUTE, EntryPoint.EXECUTE,
                EntryPoint.ADD_BATCH, EntryPoint.PREPARE, EntryPoint.PREPARE_CALL, EntryPoint.NATIVE_SQL),
                entryPoints);
    }

    @Test
    void theClientInfoQuestionReachesTheGuardAndNeverTheDatabase() throws SQLException {
        connection.setClientInfo(StatementInterceptor.QUESTION_PROPERTY, "Which Rows are there?");
        try (Statement s = connection.createStatement()) {
            s.execute("select 1");
            assertEquals("which rows are there?", last().question(), "the guard reads it (in lower case)");
            assertEquals("Which Rows are there?", connection.getClientInfo(StatementInterceptor.QUESTION_PROPERTY));
            assertEquals("Which Rows are there?", connection.getClientInfo().getProperty(StatementInterceptor.QUESTION_PROPERTY));
            // H2 refuses every client-info name in its standard mode: had the question reached it, it would have thrown
            assertThrows(SQLClientInfoException.class, () -> connection.setClientInfo("ApplicationName", "x"));

            connection.setClientInfo(StatementInterceptor.QUESTION_PROPERTY, " ");
            s.execute("select 2");
            assertNull(last().question(), "a blank question clears it");
            assertNull(connection.getClientInfo(StatementInterceptor.QUESTION_PROPERTY));

            connection.setClientInfo(StatementInterceptor.QUESTION_PROPERTY, "How many?");
            connection.setClientInfo(new Properties());
            s.execute("select 3");
            assertNull(last().question(), "replacing all client info without it clears it, as JDBC specifies");

            connection.beginRequest();
            connection.setClientInfo(StatementInterceptor.QUESTION_PROPERTY, "How many?");
            connection.endRequest();
            s.execute("select 4");
            assertNull(last().question(), "the end of a request (JDBC 4.3, as pools mark it) ends its question");
        }
    }

    @Test
    void theQuestionIsListedAmongTheClientInfoPropertiesInNameOrder() throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rows = connection.getMetaData().getClientInfoProperties()) {
            assertNull(rows.getWarnings(), "no empty warning rides along with the listing");
            while (rows.next()) {
                names.add(rows.getString("NAME"));
                if (rows.getString("NAME").equals(StatementInterceptor.QUESTION_PROPERTY)) {
                    assertTrue(rows.getString("DESCRIPTION").contains("never sent to the database"));
                }
            }
        }
        assertTrue(names.contains(StatementInterceptor.QUESTION_PROPERTY), names.toString());
        assertTrue(names.size() > 1, "H2's own are still there: " + names);
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(null);
        assertEquals(sorted, names);
    }

    private ScriptedGuard.Call last() {
        return guard.calls().get(guard.calls().size() - 1);
    }

    @Test
    void blockThrowsBeforeTheDatabaseSeesTheStatement() throws SQLException {
        try (Statement s = connection.createStatement()) {
            NlGuardException e = assertThrows(NlGuardException.class,
                    () -> s.executeUpdate("insert into t values (1, 'x') " + ScriptedGuard.BLOCK));
            assertEquals("42NG2", e.getSQLState());
            assertTrue(e.getMessage().contains("scripted block at 1:1"), e.getMessage());
            assertThrows(NlGuardException.class, () -> s.addBatch("insert into t values (2, 'x') /*block*/"));
            assertArrayEquals(new int[0], s.executeBatch(), "the blocked statement never joined the batch");
        }
        assertThrows(NlGuardException.class,
                () -> connection.prepareStatement("insert into t values (3, 'x') /*block*/"));
        assertThrows(NlGuardException.class, () -> connection.nativeSQL("select 1 /*block*/"));
        assertEquals(0, rows());
    }

    @Test
    void blockCarriesTheOtherFindingsBehindIt() throws SQLException {
        try (Statement s = connection.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute("select 1 /*warn*/ /*block*/"));
            assertEquals("42NG2", e.getSQLState());
            assertEquals("01NG2", e.getNextException().getSQLState());
        }
    }

    @Test
    void rewriteRunsTheApprovedStatementAndSaysSo() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.executeUpdate("insert into t values (1, 'before')");
            SQLWarning w = s.getWarnings();
            assertEquals("01NG3", w.getSQLState());
            assertTrue(w.getMessage().contains("'after'"), w.getMessage());
            try (ResultSet rs = s.executeQuery("select v from t")) {
                rs.next();
                assertEquals("after", rs.getString(1));
            }
            assertNull(s.getWarnings(), "the next execution clears the previous notices");
        }
        try (PreparedStatement p = connection.prepareStatement("select 'before'");
             ResultSet rs = p.executeQuery()) {
            rs.next();
            assertEquals("after", rs.getString(1));
        }
    }

    @Test
    void statementWarningsChainAheadOfTheDriversAndClearTogether() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("select 1 /*warn*/");
            SQLWarning w = s.getWarnings();
            assertInstanceOf(NlGuardWarning.class, w);
            assertEquals(List.of("01NG2"), states(w));
            assertSame(null, w.getNextWarning());
            assertSame(w, s.getWarnings(), "the same chain until the warnings change, as a real driver's");
            s.execute("select 2 /*warn*/");
            assertNotSame(w, s.getWarnings(), "a new execution, new warnings");
            s.clearWarnings();
            assertNull(s.getWarnings());
        }
    }

    @Test
    void batchFindingsBelongToTheBatchExecution() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.addBatch("insert into t values (1, 'a') /*warn*/");
            s.addBatch("insert into t values (2, 'b') /*warn*/");
            s.addBatch("insert into t values (3, 'before')");
            assertArrayEquals(new int[] {1, 1, 1}, s.executeBatch());
            assertEquals(List.of("01NG2", "01NG2", "01NG3"), states(s.getWarnings()));
        }
        assertEquals(3, rows());
    }

    @Test
    void preparedFindingsComeWithEachExecutionNotOnTheConnection() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("insert into t values (?, 'v') /*warn*/")) {
            assertNull(p.getWarnings(), "nothing ran yet");
            for (int i = 1; i <= 2; i++) {
                p.setInt(1, i);
                p.executeUpdate();
                SQLWarning w = p.getWarnings();
                assertEquals(List.of("01NG2"), states(w), "execution " + i);
                assertSame(w, p.getWarnings());
                p.clearWarnings();
                assertNull(p.getWarnings());
            }
            p.setInt(1, 3);
            p.addBatch();
            p.setInt(1, 4);
            p.addBatch();
            assertArrayEquals(new int[] {1, 1}, p.executeBatch());
            assertEquals(List.of("01NG2"), states(p.getWarnings()), "once per batch execution");
        }
        try (PreparedStatement p = connection.prepareStatement("select 1 /*warn*/"); ResultSet rs = p.executeQuery()) {
            assertEquals(List.of("01NG2"), states(p.getWarnings()));
        }
        try (PreparedStatement p = connection.prepareCall("call 1 /*warn*/")) {
            p.execute();
            assertEquals(List.of("01NG2"), states(p.getWarnings()));
        }
        assertNull(connection.getWarnings(), "the prepared statement is their home, not the connection");
        assertEquals(4, rows());
    }

    @Test
    void nativeSqlFindingsGoToTheConnection() throws SQLException {
        connection.nativeSQL("select 1 /*warn*/");
        assertEquals(List.of("01NG2"), states(connection.getWarnings()));
        connection.clearWarnings();
        assertNull(connection.getWarnings());
    }

    @Test
    void refusalsAreAuthorizationErrorsWithTheirSqlState() throws SQLException {
        try (Statement s = connection.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute("select 1 /*block*/"));
            assertInstanceOf(java.sql.SQLInvalidAuthorizationSpecException.class, e, "frameworks file it as a permission error");
            assertEquals("42NG2", e.getSQLState());
        }
    }

    @Test
    void preparedStatementIsInspectedOnceAtPrepare() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("insert into t values (?, ?)")) {
            for (int i = 0; i < 3; i++) {
                p.setInt(1, i);
                p.setString(2, "v");
                p.executeUpdate();
            }
        }
        assertEquals(1, guard.calls().size());
        assertEquals(3, rows());
    }

    @Test
    void wrappersLeadBackToWrappers() throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("select 1")) {
            assertSame(connection, s.getConnection());
            assertSame(s, rs.getStatement());
            assertSame(rs, s.getResultSet());
            assertInstanceOf(GuardedStatement.class, s.unwrap(GuardedStatement.class));
        }
        try (PreparedStatement p = connection.prepareStatement("select 1"); ResultSet rs = p.executeQuery()) {
            assertSame(connection, p.getConnection());
            assertSame(p, rs.getStatement());
        }
        assertSame(connection, connection.getMetaData().getConnection());
        try (ResultSet tables = connection.getMetaData().getTables(null, null, "T", null)) {
            assertTrue(tables.next());
            if (tables.getStatement() != null) {
                assertSame(connection, tables.getStatement().getConnection());
            }
        }
    }

    @Test
    void annotateModeRunsBlockedStatementsWithAWarning() throws SQLException {
        try (Connection c = connect("annotate", "open"); Statement s = c.createStatement()) {
            s.execute("create table t(id int)");
            s.executeUpdate("insert into t values (1) /*block*/");
            SQLWarning w = s.getWarnings();
            assertEquals("01NG2", w.getSQLState());
            assertTrue(w.getMessage().contains("would be blocked (42NG2)"), w.getMessage());
        }
    }

    @Test
    void observeModeRunsTheOriginalAndReportsNothing() throws SQLException {
        try (Connection c = connect("observe", "open"); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select 'before' /*warn*/ /*block*/")) {
            rs.next();
            assertEquals("before", rs.getString(1));
            assertNull(s.getWarnings());
        }
    }

    @Test
    void guardFailureFailsOpenWithAWarning() throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("select 7 /*crash*/")) {
            rs.next();
            assertEquals(7, rs.getInt(1));
            assertEquals(List.of("01NG9"), states(s.getWarnings()));
        }
    }

    @Test
    void guardFailureFailsClosedWhenAsked() throws SQLException {
        try (Connection c = connect("block", "closed"); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute("select 1 /*crash*/"));
            assertEquals("58NG9", e.getSQLState());
            assertInstanceOf(java.sql.SQLInvalidAuthorizationSpecException.class, e, "a refusal, filed as one");
            assertInstanceOf(IllegalStateException.class, e.getCause());
        }
    }

    @Test
    void databaseErrorsPassThroughUntouched() throws SQLException {
        try (Statement s = connection.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select * from missing"));
            assertEquals("42S02", e.getSQLState());
            assertInstanceOf(org.h2.jdbc.JdbcSQLSyntaxErrorException.class, e);
        }
    }
}
