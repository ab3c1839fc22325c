package io.nlguard.it.nl;

import static io.nlguard.it.nl.OsloCustomers.OSLO_SQL;
import static io.nlguard.it.nl.OsloCustomers.column;
import static io.nlguard.it.nl.OsloCustomers.fence;
import static io.nlguard.it.nl.OsloCustomers.one;

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
import io.nlguard.testsupport.ollama.WithScriptedOllama;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Value retrieval through the driver: the values of the text columns are read from the database on a
 * connection of their own, so the prompt names the column of a value the question names, and the
 * application's open transaction and session are left exactly as they were (its uncommitted rows are not
 * among the values).
 */
@RealPostgres
@WithScriptedOllama
class NlValuesOnPostgresTest {


    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db, ScriptedOllama ollama) throws SQLException {
        this.db = db;
        this.ollama = ollama;
        OsloCustomers.create(db, false);
    }


    @Test
    void theValueHintComesFromTheDatabaseAndTheApplicationsTransactionIsLeftAsItWas() throws SQLException {
        NlGuardDataSource dataSource = OsloCustomers.dataSource(db, ollama.baseUrl());
        dataSource.setProperty("nlguard.nl.candidates", "1");
        ollama.enqueue(answer(fence(OSLO_SQL)), answer(fence(OSLO_SQL)));
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
}
