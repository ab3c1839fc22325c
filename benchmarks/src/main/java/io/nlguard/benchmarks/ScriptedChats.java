package io.nlguard.benchmarks;

import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The stand-in LLM's own share of a question: K chats with the pipeline's own request body sent straight to
 * the scripted server in parallel (the JDK's HTTP client, as Ollama4j uses), their streamed replies read
 * whole. What a question costs beyond this is everything but the LLM.
 */
final class ScriptedChats {

    private ScriptedChats() {
    }

    static List<Double> time(ScriptedOllama ollama, String body, List<String> replies, int runs) {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create(ollama.baseUrl() + "/api/chat"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        List<Double> millis = new ArrayList<>();
        for (int run = 0; run < runs + 10; run++) {
            replies.forEach(reply -> ollama.enqueue(ScriptedReply.answer(reply)));
            long started = System.nanoTime();
            List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
            for (int i = 0; i < replies.size(); i++) {
                calls.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
            }
            calls.forEach(call -> {
                if (call.join().statusCode() != 200) {
                    throw new IllegalStateException("the scripted server answered " + call.join().statusCode());
                }
            });
            if (run >= 10) {
                millis.add((System.nanoTime() - started) / 1e6);
            }
        }
        return millis;
    }
}
