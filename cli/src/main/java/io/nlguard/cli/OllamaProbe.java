package io.nlguard.cli;

import java.net.URI;
import java.time.Duration;

import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmSettings;
import io.nlguard.nl.llm.OllamaClient;

/**
 * Whether an Ollama server answers at a URL and has pulled a model ({@code GET /api/tags}), asked with a
 * short timeout so that a demo never waits on a server that is not there.
 */
public final class OllamaProbe {

    /** Long enough for a local server that is busy, short enough that nobody waits for one that is not there. */
    public static final Duration TIMEOUT = Duration.ofSeconds(3);

    private OllamaProbe() {
    }

    /** @return null when the server answers and lists the model, else what is wrong, in the client's words */
    public static String problem(URI url, String model, Duration timeout) {
        LlmSettings settings;
        try {
            settings = LlmSettings.of(url.toString(), model).withTimeout(timeout);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        try (OllamaClient client = new OllamaClient(settings)) {
            client.requireModel(model, CallContext.of("nlguard-demo"));
            return null;
        } catch (LlmException e) {
            return e.getMessage();
        }
    }
}
