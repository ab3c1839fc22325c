package io.nlguard.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/** The scripted Ollama server as the command tests use it, an address where no server answers, and a table to ask about. */
public final class ScriptedLlm {

    /** The embedding model the driver asks for by default, listed so that retrieval may embed. */
    public static final String EMBED_MODEL = "nomic-embed-text";

    private ScriptedLlm() {
    }

    /** A scripted server that lists the chat model and the default embedding model. */
    public static ScriptedOllama start() {
        return ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL, EMBED_MODEL);
    }

    /** A loopback URL whose port was just free: nothing answers there. */
    public static String nobodyHome() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A table of three customers, two of them in Oslo, for the commands to ask about. */
    public static void createCustomers(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo')");
        }
    }

    /** A model's reply with the SQL in a fence, as models write it. */
    public static String fenced(String sql) {
        return "```sql\n" + sql + "\n```";
    }
}
