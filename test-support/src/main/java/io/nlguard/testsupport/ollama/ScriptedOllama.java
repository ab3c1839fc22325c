package io.nlguard.testsupport.ollama;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * An HTTP server on an ephemeral loopback port that answers like Ollama, from a script.
 *
 * <p>Model calls ({@code POST /api/chat}, {@code POST /api/generate}) take the next
 * {@link ScriptedReply} from one queue, in the order they were {@link #enqueue enqueued}; when the
 * queue is empty they get the reply {@link #respondWith computed} from the request when a function was
 * given, else HTTP 500 with an error naming the fixture, so a test that calls the model more often than
 * it scripted fails visibly. Like Ollama, a model call streams NDJSON unless its body
 * says {@code "stream": false}. The model list ({@code GET /api/tags}), model details
 * ({@code POST /api/show}, 404 for an unknown model) and {@code GET /api/version} answer from the
 * model names given at start. Embeddings ({@code POST /api/embed}) do not take from the script: they
 * answer for a listed model with the vectors {@link #embedding scripted} per text, else deterministic
 * ones (see {@link Embeddings}), and with Ollama's 404 for a model that is not listed. Every request,
 * answered or not, is recorded.
 *
 * <p>Thread-safe; requests are served concurrently. {@link #close()} stops the server and ends the
 * wait of every delayed reply.
 */
public final class ScriptedOllama implements AutoCloseable {

    /** The model {@link #start()} lists. */
    public static final String DEFAULT_MODEL = "scripted-model:latest";
    /** What {@code GET /api/version} reports. */
    public static final String VERSION = "0.0.0-scripted";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final ExecutorService workers;
    private final List<String> models;
    private final Deque<ScriptedReply> script = new ConcurrentLinkedDeque<>();
    private final List<RecordedRequest> received = new CopyOnWriteArrayList<>();
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Embeddings embeddings = new Embeddings();
    private volatile Function<RecordedRequest, ScriptedReply> responder;

    private ScriptedOllama(List<String> models) throws IOException {
        this.models = List.copyOf(models);
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        this.workers = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "scripted-ollama");
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(workers);
        server.createContext("/", this::serve);
        server.start();
    }

    /** Starts a server listing {@link #DEFAULT_MODEL}. */
    public static ScriptedOllama start() {
        return start(DEFAULT_MODEL);
    }

    /** Starts a server listing these models in {@code /api/tags}; {@code /api/show} knows them. */
    public static ScriptedOllama start(String... modelNames) {
        if (modelNames.length == 0) {
            throw new IllegalArgumentException("At least one model name");
        }
        try {
            return new ScriptedOllama(List.of(modelNames));
        } catch (IOException e) {
            throw new IllegalStateException("Could not open a loopback port for the scripted Ollama server", e);
        }
    }

    /** The server's address for a client, e.g. {@code http://127.0.0.1:41234}, without a trailing slash. */
    public String baseUrl() {
        InetSocketAddress address = server.getAddress();
        String host = address.getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return "http://" + host + ":" + address.getPort();
    }

    /** Adds replies at the end of the script; returns this server for chaining. */
    public ScriptedOllama enqueue(ScriptedReply... replies) {
        for (ScriptedReply reply : replies) {
            script.addLast(Objects.requireNonNull(reply, "reply"));
        }
        return this;
    }

    /**
     * Computes the reply of every model call that finds the queue empty from its request (e.g. from the
     * question in its prompt), so a long run needs no script of its own; returns this server for chaining.
     * The function is called on the server's threads, concurrently when calls overlap, and must not return
     * null.
     */
    public ScriptedOllama respondWith(Function<RecordedRequest, ScriptedReply> computeReply) {
        this.responder = Objects.requireNonNull(computeReply, "computeReply");
        return this;
    }

    /**
     * Answers {@code /api/embed} with this vector for exactly this input text (any model); returns this
     * server for chaining. Texts without one get a deterministic vector of {@value Embeddings#DIMENSIONS}
     * dimensions, the same for the same words.
     */
    public ScriptedOllama embedding(String text, float... vector) {
        embeddings.script(Objects.requireNonNull(text, "text"), vector);
        return this;
    }

    /** How many scripted replies are still waiting for a model call. */
    public int pendingReplies() {
        return script.size();
    }

    /** Every request received so far, in arrival order. */
    public List<RecordedRequest> requests() {
        return List.copyOf(received);
    }

    /** The requests received on one path, e.g. {@code /api/chat}, in arrival order. */
    public List<RecordedRequest> requests(String path) {
        return received.stream().filter(r -> r.path().equals(path)).toList();
    }

    /**
     * The latest model call ({@code /api/chat} or {@code /api/generate}).
     *
     * @throws IllegalStateException when there was none
     */
    public RecordedRequest lastModelRequest() {
        for (int i = received.size() - 1; i >= 0; i--) {
            RecordedRequest request = received.get(i);
            if (endpointOf(request.path()) != null) {
                return request;
            }
        }
        throw new IllegalStateException("No model call reached the scripted Ollama server");
    }

    @Override
    public void close() {
        closed.countDown();
        server.stop(0);
        workers.shutdownNow();
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            RecordedRequest request = record(exchange);
            AnswerLines.Endpoint endpoint = endpointOf(request.path());
            if (endpoint != null && request.method().equals("POST")) {
                answerModelCall(exchange, endpoint, request);
            } else if (request.path().equals("/api/embed") && request.method().equals("POST")) {
                answerEmbed(exchange, request);
            } else if (request.path().equals("/api/tags") && request.method().equals("GET")) {
                sendJson(exchange, 200, tags().toString());
            } else if (request.path().equals("/api/show") && request.method().equals("POST")) {
                answerShow(exchange, request);
            } else if (request.path().equals("/api/version") && request.method().equals("GET")) {
                sendJson(exchange, 200, JSON.createObjectNode().put("version", VERSION).toString());
            } else {
                sendError(exchange, 404, "404 page not found: " + request.method() + " " + request.path());
            }
        } catch (IOException e) {
            // The client went away (e.g. after its timeout); nothing is left to answer.
        }
    }

    private RecordedRequest record(HttpExchange exchange) throws IOException {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        exchange.getRequestHeaders().forEach((name, values) ->
                headers.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
        String body;
        try (InputStream in = exchange.getRequestBody()) {
            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        RecordedRequest request = new RecordedRequest(exchange.getRequestMethod(),
                exchange.getRequestURI().getPath(), headers, body);
        received.add(request);
        return request;
    }

    private static AnswerLines.Endpoint endpointOf(String path) {
        return switch (path) {
            case "/api/chat" -> AnswerLines.Endpoint.CHAT;
            case "/api/generate" -> AnswerLines.Endpoint.GENERATE;
            default -> null;
        };
    }

    private void answerModelCall(HttpExchange exchange, AnswerLines.Endpoint endpoint, RecordedRequest request)
            throws IOException {
        long started = System.nanoTime();
        JsonNode body;
        try {
            body = JSON.readTree(request.body());
        } catch (JsonProcessingException e) {
            sendError(exchange, 400, "invalid request body: " + e.getOriginalMessage());
            return;
        }
        ScriptedReply reply = script.pollFirst();
        Function<RecordedRequest, ScriptedReply> computed = responder;
        if (reply == null && computed != null) {
            reply = Objects.requireNonNull(computed.apply(request), "the computed reply");
        }
        if (reply == null) {
            sendError(exchange, 500, "ScriptedOllama: no scripted reply left for " + request.path());
            return;
        }
        if (!awaitDelay(reply)) {
            return;
        }
        switch (reply.kind()) {
            case HTTP_ERROR -> sendError(exchange, reply.status(), reply.text());
            case RAW -> sendJson(exchange, reply.status(), reply.text());
            case ANSWER -> {
                boolean stream = body.path("stream").asBoolean(true);
                List<String> lines = AnswerLines.render(endpoint, stream, reply, body.path("model").asText(""),
                        System.nanoTime() - started);
                if (stream) {
                    sendLines(exchange, lines);
                } else {
                    sendJson(exchange, 200, lines.get(0));
                }
            }
        }
    }

    /** False when the server was closed during the wait. */
    private boolean awaitDelay(ScriptedReply reply) {
        if (reply.delay().isZero()) {
            return true;
        }
        try {
            return !closed.await(reply.delay().toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void answerEmbed(HttpExchange exchange, RecordedRequest request) throws IOException {
        long started = System.nanoTime();
        JsonNode body;
        List<String> texts;
        try {
            body = JSON.readTree(request.body());
            texts = Embeddings.inputs(body);
        } catch (JsonProcessingException e) {
            sendError(exchange, 400, "invalid request body: " + e.getOriginalMessage());
            return;
        } catch (IllegalArgumentException e) {
            sendError(exchange, 400, e.getMessage());
            return;
        }
        String model = body.path("model").asText("");
        if (!knows(model)) {
            sendError(exchange, 404, "model \"" + model + "\" not found, try pulling it first");
            return;
        }
        sendJson(exchange, 200, embeddings.answer(model, texts, System.nanoTime() - started));
    }

    /** Whether the model is listed, by its full name or without the {@code :latest} tag Ollama assumes. */
    private boolean knows(String name) {
        return models.contains(name) || models.contains(name + ":latest");
    }

    private void answerShow(HttpExchange exchange, RecordedRequest request) throws IOException {
        String name;
        try {
            JsonNode body = request.json();
            name = body.hasNonNull("model") ? body.path("model").asText() : body.path("name").asText();
        } catch (IllegalStateException e) {
            sendError(exchange, 400, "invalid request body");
            return;
        }
        if (!knows(name)) {
            sendError(exchange, 404, "model '" + name + "' not found");
            return;
        }
        ObjectNode show = JSON.createObjectNode();
        show.put("license", "");
        show.put("modelfile", "FROM " + name);
        show.put("parameters", "temperature 0");
        show.put("template", "{{ .Prompt }}");
        show.set("details", details());
        show.putArray("capabilities").add("completion");
        sendJson(exchange, 200, show.toString());
    }

    private ObjectNode tags() {
        ObjectNode tags = JSON.createObjectNode();
        ArrayNode list = tags.putArray("models");
        for (String name : models) {
            ObjectNode model = list.addObject();
            model.put("name", name);
            model.put("model", name);
            model.put("modified_at", "2025-01-01T00:00:00Z");
            model.put("size", 0);
            model.put("digest", "scripted");
            model.set("details", details());
        }
        return tags;
    }

    private static ObjectNode details() {
        ObjectNode details = JSON.createObjectNode();
        details.put("format", "gguf");
        details.put("family", "scripted");
        details.putArray("families").add("scripted");
        details.put("parameter_size", "0B");
        details.put("quantization_level", "none");
        return details;
    }

    private static void sendError(HttpExchange exchange, int status, String message) throws IOException {
        sendJson(exchange, status, JSON.createObjectNode().put("error", message).toString());
    }

    private static void sendJson(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** NDJSON, chunked, one flushed line per piece as Ollama streams. */
    private static void sendLines(HttpExchange exchange, List<String> lines) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/x-ndjson");
        exchange.sendResponseHeaders(200, 0);
        try (OutputStream out = exchange.getResponseBody()) {
            for (String line : lines) {
                out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        }
    }
}
