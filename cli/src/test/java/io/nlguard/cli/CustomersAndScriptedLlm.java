package io.nlguard.cli;

import java.sql.SQLException;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/**
 * A command test's world: a real PostgreSQL with the customers table of {@link ScriptedLlm#createCustomers},
 * and a fresh scripted Ollama server for each test.
 */
@RealPostgres
public abstract class CustomersAndScriptedLlm {

    protected TestDatabase db;
    protected ScriptedOllama ollama;

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        ScriptedLlm.createCustomers(db);
    }

    @BeforeEach
    void start(TestDatabase db) {
        this.db = db;
        this.ollama = ScriptedLlm.start();
    }

    @AfterEach
    void stop() {
        ollama.close();
    }
}
