package io.nlguard.nl.evilink;

import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.LlmSettings;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.nl.llm.Sampling;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/** The scripted Ollama server and a real client of it, as the linker's chat: what the evilink tests talk to. */
final class ScriptedChat implements AutoCloseable {

    final ScriptedOllama server = ScriptedOllama.start();
    private final OllamaClient client = new OllamaClient(new LlmSettings(server.baseUrl(), ScriptedOllama.DEFAULT_MODEL,
            "embed", LlmSettings.DEFAULT_TIMEOUT, false));
    private final CallContext context = CallContext.of("evilink-test");

    /** Asks the server as the pipeline does: a JSON reply when the agent asks for one. */
    AgentChat chat() {
        return (messages, json) -> client.chat(messages, Sampling.of(0, 42), context, json ? "json" : null);
    }

    @Override
    public void close() {
        client.close();
        server.close();
    }
}
