package io.nlguard.nl.llm;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** Each call leaves one debug line with the caller's trace id, the endpoint, its timing and tokens. */
class CallLoggingTest {

    @Test
    void eachCallIsLoggedWithItsTraceIdTimingAndTokens() throws Exception {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (ScriptedOllama server = ScriptedOllama.start();
                OllamaClient client = new OllamaClient(LlmSettings.of(server.baseUrl(), ScriptedOllama.DEFAULT_MODEL))) {
            server.enqueue(ScriptedReply.answer("SELECT 1").withTokens(40, 3),
                    ScriptedReply.httpError(500, "runner crashed"));
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            client.chat(List.of(ChatMessage.user("one?")), Sampling.DEFAULTS, CallContext.of("q-41"));
            assertThrows(LlmException.class,
                    () -> client.chat(List.of(ChatMessage.user("two?")), Sampling.DEFAULTS, CallContext.of("q-42")));
        } finally {
            System.setErr(original);
        }
        String log = captured.toString(StandardCharsets.UTF_8);
        assertTrue(log.matches("(?s).*DEBUG OllamaClient - \\[q-41\\] http://\\S+/api/chat scripted-model:latest "
                + "\\(stream=true\\): \\d+ ms, prompt_tokens=40, completion_tokens=3, done_reason=stop.*"), log);
        assertTrue(log.matches("(?s).*\\[q-42\\] http://\\S+/api/chat scripted-model:latest: failed after \\d+ ms "
                + "\\(server error\\): runner crashed.*"), log);
    }
}
