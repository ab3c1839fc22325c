package io.nlguard.driver.nl;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.ScriptedGuard;
import io.nlguard.driver.ScriptedTranslator;
import io.nlguard.driver.StatementInterceptor;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.guard.nl.NlTranslators;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.NlGuardException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTransientException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The routing of questions, over H2: translated and guarded by nativeSQL on any database, refused where an
 * answer would run (H2 is not PostgreSQL) or cannot go (batches, updates, calls), and every failure of the
 * translator with its SQLSTATE. Running answers is tested on PostgreSQL (integration-tests).
 */
class QuestionsOnH2Test {

    private final ScriptedGuard guard = new ScriptedGuard();
    private final ScriptedTranslator translator = new ScriptedTranslator();
    private Connection connection;

    @BeforeEach
    void open() throws SQLException {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl("jdbc:nlguard:h2:mem:questions;DB_CLOSE_DELAY=-1");
        dataSource.setProperty("nlguard.mode", "block");
        dataSource.setStatementGuard(guard);
        dataSource.setNlTranslator(translator);
        connection = dataSource.getConnection();
        try (Statement s = connection.createStatement()) {
            s.execute("create table if not exists t(id int primary key, v varchar(20))");
        }
        guard.calls().clear();
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    @Test
    void nativeSqlTranslatesAndGuardsWithTheQuestionSet() throws SQLException {
        String sql = connection.nativeSQL("/* c */ nl: how many rows? => select count(*) from t");
        assertEquals("select count(*) from t", sql);
        ScriptedGuard.Call call = guard.calls().get(guard.calls().size() - 1);
        assertEquals("select count(*) from t", call.sql());
        assertEquals(EntryPoint.NATIVE_SQL, call.entryPoint());
        assertEquals("how many rows? => select count(*) from t", call.question());
        SQLWarning warning = connection.getWarnings();
        assertEquals("01NG4", warning.getSQLState());
        assertTrue(warning.getMessage().contains("would run select count(*) from t (confidence 0.90; tables t; "
                + "1 of 1 candidate agreed; trace "), warning.getMessage());
        ScriptedTranslator.Call asked = translator.calls().get(0);
        assertEquals("how many rows? => select count(*) from t", asked.request().question());
        assertEquals(asked.request().traceId().length(), 16);
        assertEquals("select count(*) from t", asked.check().sql(), "the candidate check is the connection's guard");
    }

    @Test
    void theGuardsRewriteIsWhatWouldRun() throws SQLException {
        assertEquals("select v from t where v = 'after'", connection.nativeSQL("NL: which? => select v from t where v = 'before'"));
    }

    @Test
    void aTranslationThatWritesIsRefusedBeforeTheDatabaseSeesIt() {
        for (String write : new String[]{"delete from t", "update t set v = 'x' where id = 1", "drop table t",
                "select * from t for update", "commit", "select 1; delete from t"}) {
            NlGuardException e = assertThrows(NlGuardException.class,
                    () -> connection.nativeSQL("NL: clean up => " + write), write);
            assertEquals("42NG2", e.getSQLState());
            assertTrue(e.getMessage().contains("[firewall.read-only]") && e.getMessage().contains(write), e.getMessage());
        }
    }

    @Test
    void theGuardsBlockRefusesTheAnswer() {
        NlGuardException e = assertThrows(NlGuardException.class,
                () -> connection.nativeSQL("NL: x => select /*block*/ 1"));
        assertEquals("42NG2", e.getSQLState());
    }

    @Test
    void answersRunOnlyOnPostgres() {
        SQLFeatureNotSupportedException e = assertThrows(SQLFeatureNotSupportedException.class,
                () -> connection.createStatement().executeQuery("NL: how many? => select count(*) from t"));
        assertEquals("0ANL1", e.getSQLState());
        assertTrue(e.getMessage().contains("only on PostgreSQL") && e.getMessage().contains("H2"), e.getMessage());
        assertTrue(translator.calls().isEmpty(), "refused before the translator is asked");
    }

    @Test
    void questionsCannotGoToBatchesUpdatesOrCalls() throws SQLException {
        Statement s = connection.createStatement();
        assertEquals("0ANL1", assertThrows(SQLException.class, () -> s.addBatch("NL: x => select 1")).getSQLState());
        assertEquals("0ANL1", assertThrows(SQLException.class, () -> s.executeUpdate("NL: x => select 1")).getSQLState());
        assertEquals("0ANL1", assertThrows(SQLException.class, () -> s.executeLargeUpdate("nl: x")).getSQLState());
        assertEquals("0ANL1", assertThrows(SQLException.class, () -> connection.prepareCall("NL: x")).getSQLState());
        assertTrue(translator.calls().isEmpty());
    }

    @Test
    void translatorFailuresKeepTheirSqlStates() {
        SQLException llm = assertThrows(SQLException.class, () -> connection.nativeSQL("NL: x => !llm"));
        assertInstanceOf(SQLTransientException.class, llm, "pools keep the connection");
        assertEquals("58NL1", llm.getSQLState());
        assertTrue(llm.getMessage().contains("http://localhost:11434") && llm.getMessage().contains("qwen2.5-coder:7b")
                && llm.getMessage().contains("try pulling it first"), llm.getMessage());
        assertEquals("42NL1", assertThrows(NlGuardException.class, () -> connection.nativeSQL("NL: x => !clarify")).getSQLState());
        SQLException unanswerable = assertThrows(NlGuardException.class, () -> connection.nativeSQL("NL: x => !unanswerable"));
        assertEquals("42NL2", unanswerable.getSQLState());
        assertTrue(unanswerable.getMessage().contains("no table holds salaries"), unanswerable.getMessage());
        assertEquals("42NL2", assertThrows(NlGuardException.class, () -> connection.nativeSQL("NL: nothing scripted")).getSQLState());
        assertEquals("58NG9", assertThrows(NlGuardException.class, () -> connection.nativeSQL("NL: x => !crash")).getSQLState());
        assertEquals("42NL1", assertThrows(NlGuardException.class, () -> connection.nativeSQL("NL:   ")).getSQLState());
    }

    @Test
    void sqlIsUntouchedByTheRouting() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.executeUpdate("insert into t values (1, 'a')");
            assertTrue(s.executeQuery("select count(*) from t").next());
            s.executeUpdate("delete from t");
        }
        assertTrue(translator.calls().isEmpty());
    }

    @Test
    void theClassPathsTranslatorIsFoundThroughTheDriverManager() throws SQLException {
        assertInstanceOf(ScriptedTranslator.class, NlTranslators.fromClassPath().orElseThrow());
        try (Connection c = DriverManager.getConnection("jdbc:nlguard:h2:mem:questions_dm;nlguard.catalog=off")) {
            assertEquals("select 42", c.nativeSQL("NL: the answer => select 42"));
            SQLException e = assertThrows(SQLException.class, () -> c.prepareStatement("NL: x => select 1"));
            assertEquals("0ANL1", e.getSQLState(), "a prepared question would run: PostgreSQL only");
        }
    }

    @Test
    void withoutTheModuleAQuestionNamesIt() throws SQLException {
        assertEquals(Optional.empty(), NlTranslators.find(new WithoutTranslators(getClass().getClassLoader())));
        GuardConfig config = GuardConfig.from(Map.of());
        Questions questions = new Questions(new StatementInterceptor(guard, config), connection.unwrap(Connection.class),
                Optional::empty, TargetOpener.NONE, "h2");
        SQLFeatureNotSupportedException e = assertThrows(SQLFeatureNotSupportedException.class,
                () -> questions.answer("how many?", EntryPoint.NATIVE_SQL));
        assertEquals("0ANL1", e.getSQLState());
        assertTrue(e.getMessage().contains("io.nlguard:nlguard-nl"), e.getMessage());
    }

    /** The class path as it is, less any translator's registration: as if nlguard-nl were missing. */
    private static final class WithoutTranslators extends ClassLoader {
        WithoutTranslators(ClassLoader parent) {
            super(parent);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            return name.equals("META-INF/services/io.nlguard.guard.nl.NlTranslator")
                    ? Collections.emptyEnumeration() : super.getResources(name);
        }
    }
}
