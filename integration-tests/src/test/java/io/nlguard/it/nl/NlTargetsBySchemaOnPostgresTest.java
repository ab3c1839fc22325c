package io.nlguard.it.nl;

import static io.nlguard.it.nl.OsloCustomers.column;
import static io.nlguard.it.nl.OsloCustomers.fence;
import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.WithScriptedOllama;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two connections to one URL whose {@code currentSchema} differs see other tables: their questions' candidates are
 * planned and run on connections of their own schema, not on pooled connections of the first one's.
 */
@RealPostgres
@WithScriptedOllama
class NlTargetsBySchemaOnPostgresTest {

    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db, ScriptedOllama ollama) throws SQLException {
        this.db = db;
        this.ollama = ollama;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop schema if exists north cascade");
            s.execute("drop schema if exists south cascade");
            s.execute("create schema north");
            s.execute("create schema south");
            s.execute("create table north.fjords(name text primary key)");
            s.execute("insert into north.fjords values ('Geiranger'), ('Sogne')");
            s.execute("create table south.beaches(name text primary key)");
            s.execute("insert into south.beaches values ('Lido'), ('Rimini')");
        }
    }


    /** Connections that open in {@code schema} and answer a question with one candidate, unrepaired. */
    private NlGuardDataSource dataSource(String schema) {
        NlGuardDataSource dataSource = OsloCustomers.dataSource(db, ollama.baseUrl());
        dataSource.setProperty("currentSchema", schema);
        dataSource.setProperty("nlguard.nl.candidates", "1");
        dataSource.setProperty("nlguard.nl.repair-attempts", "0");
        return dataSource;
    }

    private List<String> ask(String schema, String question, String sql) throws SQLException {
        ollama.enqueue(answer(fence(sql)));
        try (Connection c = dataSource(schema).getConnection(); Statement s = c.createStatement()) {
            return column(s.executeQuery(question));
        }
    }

    @Test
    void afterTheApplicationMovesItsSessionTheQuestionIsPlannedInTheNewSchema() throws SQLException {
        try (Connection c = dataSource("north").getConnection(); Statement s = c.createStatement()) {
            ollama.enqueue(answer(fence("SELECT name FROM fjords ORDER BY name")));
            assertEquals(List.of("Geiranger", "Sogne"), column(s.executeQuery("NL: list the fjords")));
            s.execute("SET search_path TO south");
            ollama.enqueue(answer(fence("SELECT name FROM beaches ORDER BY name")));
            assertEquals(List.of("Lido", "Rimini"), column(s.executeQuery("NL: list the beaches")),
                    "checked, planned and run against the south schema the session moved to");
            assertEquals("south", OsloCustomers.one(s, "show search_path"), "the application's setting stays its own");
        }
    }

    @Test
    void eachSchemasQuestionsArePlannedAndRunInThatSchema() throws SQLException {
        assertEquals(List.of("Geiranger", "Sogne"), ask("north", "NL: list the fjords", "SELECT name FROM fjords ORDER BY name"));
        assertEquals(List.of("Lido", "Rimini"), ask("south", "NL: list the beaches", "SELECT name FROM beaches ORDER BY name"),
                "planned on a connection of the south schema, not on the pool of the north one");
    }
}
