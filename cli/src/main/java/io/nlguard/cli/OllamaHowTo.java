package io.nlguard.cli;

import java.net.URI;
import java.util.List;

/** What a person does to get the local LLM server that {@code NL:} questions need. */
public final class OllamaHowTo {

    private OllamaHowTo() {
    }

    /** The steps, for the server and model the connection was set to use. */
    public static List<String> steps(URI url, String model) {
        return List.of(
                "No LLM server answers at " + url + " with model " + model + ". To get one:",
                "1. install Ollama (https://ollama.com/download)",
                "2. start it: ollama serve",
                "3. pull the model: ollama pull " + model,
                "or set nlguard.nl.ollama-url and nlguard.nl.model to a server and model you have"
                        + " (ask and shell: --ollama-url, --model; demo: --guard).");
    }
}
