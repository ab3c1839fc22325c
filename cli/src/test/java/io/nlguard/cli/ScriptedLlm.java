package io.nlguard.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

import io.nlguard.testsupport.ollama.ScriptedOllama;

/** The scripted Ollama server as the command tests use it, and an address where no server answers. */
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

    /** A model's reply with the SQL in a fence, as models write it. */
    public static String fenced(String sql) {
        return "```sql\n" + sql + "\n```";
    }
}
