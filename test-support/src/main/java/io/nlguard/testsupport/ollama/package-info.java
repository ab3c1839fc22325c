/**
 * A scripted stand-in for an Ollama server, for tests of code that talks to a local model.
 *
 * <p>{@link io.nlguard.testsupport.ollama.ScriptedOllama} listens on an ephemeral loopback port and
 * speaks the part of Ollama's HTTP API that Ollama4j uses: {@code POST /api/chat} and
 * {@code POST /api/generate} (one JSON object, or NDJSON chunks when the request asks to stream),
 * {@code POST /api/embed} (deterministic or scripted vectors, no script needed), {@code GET /api/tags},
 * {@code POST /api/show} and {@code GET /api/version}. Model calls are answered
 * with {@link io.nlguard.testsupport.ollama.ScriptedReply ScriptedReply}s in the order they were
 * enqueued; every request is kept as a {@link io.nlguard.testsupport.ollama.RecordedRequest} so that
 * a test can check the prompt and options that were sent.
 *
 * <pre>{@code
 * try (ScriptedOllama ollama = ScriptedOllama.start()) {
 *     ollama.enqueue(ScriptedReply.answer("{\"label\":\"ok\"}").withTokens(120, 14));
 *     ... point the client at ollama.baseUrl() and call it ...
 *     JsonNode sent = ollama.lastModelRequest().json();
 * }
 * }</pre>
 */
package io.nlguard.testsupport.ollama;
