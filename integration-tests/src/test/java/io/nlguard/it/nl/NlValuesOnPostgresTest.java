package io.nlguard.it.nl;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Value retrieval through the driver: the values of the text columns are read from the database on a
 * connection of their own, so the prompt names the column of a value the question names, and the
 * application's open transaction and session are left exactly as they were (its uncommitted rows are not
 * among the values).
 */
@RealPostgres
class NlValuesOnPostgresTest {

    private static final String OSLO_SQL = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";

    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        this.ollama = ScriptedOllama.start();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists customers");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo')");
        }
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void theValueHintComesFromTheDatabaseAndTheApplicationsTransactionIsLeftAsItWas() throws SQLException {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        dataSource.setProperty("nlguard.nl.ollama-url", ollama.baseUrl());
        dataSource.setProperty("nlguard.nl.model", ScriptedOllama.DEFAULT_MODEL);
        dataSource.setProperty("nlguard.nl.candidates", "1");
        ollama.enqueue(answer("```sql\n" + OSLO_SQL + "\n```"), answer("```sql\n" + OSLO_SQL + "\n```"));
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("SET search_path = public, pg_catalog");
            c.setAutoCommit(false);
            s.executeUpdate("insert into customers values (4, 'Di', 'Tromsø')");
            String transaction = one(s, "select txid_current()");
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery("NL: which customers live in oslo?")));
            String prompt = ollama.lastModelRequest().promptText();
            assertTrue(prompt.contains("-- \"Oslo\" is a value of customers.city (the question says \"oslo\")"), prompt);
            column(s.executeQuery("NL: which customers live in Tromso?"));
            assertFalse(ollama.lastModelRequest().promptText().contains("Tromsø"),
                    "the application's uncommitted value is not read: the values come from another session");
            assertFalse(c.getAutoCommit());
            assertEquals(transaction, one(s, "select txid_current()"), "the same transaction, still open");
            assertEquals("public, pg_catalog", one(s, "show search_path"));
            assertEquals("off", one(s, "show transaction_read_only"));
            assertEquals("1", one(s, "select count(*) from customers where id = 4"));
            c.rollback();
        }
    }

    private static String one(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static List<String> column(ResultSet rs) throws SQLException {
        List<String> values = new ArrayList<>();
        while (rs.next()) {
            values.add(rs.getString(1));
        }
        return values;
    }
}
