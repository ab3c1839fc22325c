package io.nlguard.nl.llm;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.github.ollama4j.Ollama;
import io.github.ollama4j.models.chat.OllamaChatMessage;
import io.github.ollama4j.models.chat.OllamaChatRequest;
import io.github.ollama4j.models.chat.OllamaChatResponseModel;
import io.github.ollama4j.models.chat.OllamaChatResult;
import io.github.ollama4j.models.embed.OllamaEmbedRequest;
import io.github.ollama4j.models.embed.OllamaEmbedResult;
import io.github.ollama4j.models.generate.OllamaGenerateRequest;
import io.github.ollama4j.models.generate.OllamaGenerateStreamObserver;
import io.github.ollama4j.models.request.ThinkMode;
import io.github.ollama4j.models.response.Model;
import io.github.ollama4j.models.response.OllamaResult;

/**
 * The pipeline's client of an Ollama server, on Ollama4j: chat (the generation stage), generate,
 * embed (retrieval) and the list of pulled models. Every call is bounded by the settings' timeout and
 * can be cancelled through its {@link CallContext} (see {@link BoundedCalls}); every failure is one
 * {@link LlmException}; every call is logged at debug with its trace id, timing and token counts.
 *
 * <p>What Ollama4j 1.1.6 taught the AI judge holds here too: a request must name its think mode
 * ({@link ThinkMode#DISABLED}; a missing one breaks the request's serialization), tools are off, and
 * its timeout (whole seconds, up to the response headers only) is a backstop, not the deadline.
 * Nothing here needs plain {@code java.net.http}: Ollama4j covers the four endpoints; what it does not
 * give (the status of a chat error, a timeout on embed and list) is made up by {@link FailureClassifier}
 * and {@link BoundedCalls}. Thread-safe; {@link #close()} stops its worker threads.
 */
public final class OllamaClient implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(OllamaClient.class);

    private final LlmSettings settings;
    private final Ollama ollama;
    private final BoundedCalls calls;

    public OllamaClient(LlmSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.ollama = new Ollama(settings.baseUrl());
        ollama.setRequestTimeoutSeconds(Math.max(1, (settings.timeout().toMillis() + 999) / 1000 + 1));
        this.calls = new BoundedCalls(settings.timeout());
    }

    public LlmSettings settings() {
        return settings;
    }

    /** Asks the chat model ({@code POST /api/chat}), streamed or not as the settings say. */
    public LlmReply chat(List<ChatMessage> messages, Sampling sampling, CallContext context) throws LlmException {
        return chat(messages, sampling, context, null);
    }

    /**
     * Asks the chat model for a reply in a format: {@code json} makes Ollama constrain the reply to one JSON
     * value (Ollama's {@code format}); null leaves the reply free.
     */
    public LlmReply chat(List<ChatMessage> messages, Sampling sampling, CallContext context, String format)
            throws LlmException {
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("A chat needs at least one message");
        }
        OllamaChatRequest request = OllamaChatRequest.builder().withModel(settings.model())
                .withThinking(ThinkMode.DISABLED).withUseTools(false).withOptions(sampling.toOptions());
        for (ChatMessage message : messages) {
            request.withMessage(message.role().ollamaRole(), message.content());
        }
        request.setStream(settings.stream());
        if (format != null) {
            request.setFormat(format);
        }
        BoundedCalls.Target target = target("/api/chat", settings.model());
        long started = System.nanoTime();
        try {
            OllamaChatResult result = calls.run(target, context,
                    () -> ollama.chat(request, settings.stream() ? piece -> { } : null));
            LlmReply reply = chatReply(result, target, context, elapsedSince(started));
            logReply(target, context, reply);
            return reply;
        } catch (LlmException e) {
            throw logged(e, started);
        }
    }

    /** Completes a prompt ({@code POST /api/generate}) with an optional system text, streamed or not. */
    public LlmReply generate(String system, String prompt, Sampling sampling, CallContext context) throws LlmException {
        OllamaGenerateRequest request = OllamaGenerateRequest.builder().withModel(settings.model())
                .withPrompt(Objects.requireNonNull(prompt, "prompt")).withThink(ThinkMode.DISABLED)
                .withUseTools(false).withOptions(sampling.toOptions());
        if (system != null) {
            request.withSystem(system);
        }
        request.setStream(false);
        BoundedCalls.Target target = target("/api/generate", settings.model());
        long started = System.nanoTime();
        try {
            OllamaResult result = calls.run(target, context, () -> ollama.generate(request,
                    settings.stream() ? new OllamaGenerateStreamObserver(null, piece -> { }) : null));
            if (!result.isDone()) {
                throw BoundedCalls.failure(LlmFailure.MALFORMED_REPLY, target, context,
                        "the reply ended without Ollama's final object (done: true)", null);
            }
            LlmReply reply = new LlmReply(result.getResponse(), result.getModel(), result.getDoneReason(),
                    result.getPromptEvalCount(), result.getEvalCount(), CallTimings.of(elapsedSince(started),
                            result.getTotalDuration(), result.getLoadDuration(), result.getPromptEvalDuration(),
                            result.getEvalDuration()));
            logReply(target, context, reply);
            return reply;
        } catch (LlmException e) {
            throw logged(e, started);
        }
    }

    /** The vectors of these texts from the embedding model ({@code POST /api/embed}), one call for the batch. */
    public EmbeddingBatch embed(List<String> texts, CallContext context) throws LlmException {
        BoundedCalls.Target target = target("/api/embed", settings.embedModel());
        long started = System.nanoTime();
        try {
            OllamaEmbedResult result = calls.run(target, context,
                    () -> ollama.embed(new OllamaEmbedRequest(settings.embedModel(), List.copyOf(texts))));
            List<List<Double>> embeddings = result.getEmbeddings();
            if (embeddings == null || embeddings.size() != texts.size()) {
                throw BoundedCalls.failure(LlmFailure.MALFORMED_REPLY, target, context, "asked for " + texts.size()
                        + " vectors, got " + (embeddings == null ? "none" : embeddings.size()), null);
            }
            List<float[]> vectors = new ArrayList<>(embeddings.size());
            for (List<Double> embedding : embeddings) {
                vectors.add(toFloats(embedding));
            }
            Duration wall = elapsedSince(started);
            EmbeddingBatch batch = new EmbeddingBatch(result.getModel(), vectors,
                    result.getPromptEvalCount() > 0 ? result.getPromptEvalCount() : null,
                    CallTimings.of(wall, result.getTotalDuration(), result.getLoadDuration(), null, null));
            LOG.debug("[{}] {} {}: {} vectors in {} ms", context.traceId(), target.url(), target.model(),
                    vectors.size(), wall.toMillis());
            return batch;
        } catch (LlmException e) {
            throw logged(e, started);
        }
    }

    /** The names of the models the server has pulled ({@code GET /api/tags}). */
    public List<String> models(CallContext context) throws LlmException {
        BoundedCalls.Target target = target("/api/tags", settings.model());
        long started = System.nanoTime();
        try {
            List<Model> models = calls.run(target, context, ollama::listModels);
            List<String> names = models == null ? List.of() : models.stream().map(Model::getName).toList();
            LOG.debug("[{}] {}: {} models in {} ms", context.traceId(), target.url(), names.size(),
                    elapsedSince(started).toMillis());
            return names;
        } catch (LlmException e) {
            throw logged(e, started);
        }
    }

    /**
     * Checks that the server has pulled this model, so that a missing one is said before any question
     * is asked, with the models it does have.
     *
     * @throws LlmException {@link LlmFailure#MODEL_MISSING} when it is not listed, or why the list failed
     */
    public void requireModel(String model, CallContext context) throws LlmException {
        List<String> names = models(context);
        if (!ModelNames.listed(model, names)) {
            throw new LlmException(LlmFailure.MODEL_MISSING, target("/api/tags", model).url(), model,
                    "model \"" + model + "\" is not pulled (ollama pull " + model + "); the server has "
                            + (names.isEmpty() ? "no models" : String.join(", ", names)),
                    null, context.traceId(), null);
        }
    }

    @Override
    public void close() {
        calls.close();
    }

    private BoundedCalls.Target target(String path, String model) {
        return new BoundedCalls.Target(settings.baseUrl() + path, model);
    }

    private static LlmReply chatReply(OllamaChatResult result, BoundedCalls.Target target, CallContext context,
            Duration wall) throws LlmException {
        OllamaChatResponseModel answer = result == null ? null : result.getResponseModel();
        OllamaChatMessage message = answer == null ? null : answer.getMessage();
        if (message == null || message.getResponse() == null) {
            throw BoundedCalls.failure(LlmFailure.MALFORMED_REPLY, target, context, "the reply holds no message", null);
        }
        if (!answer.isDone()) {
            throw BoundedCalls.failure(LlmFailure.MALFORMED_REPLY, target, context,
                    "the reply ended without Ollama's final object (done: true)", null);
        }
        return new LlmReply(message.getResponse(), answer.getModel(), answer.getDoneReason(),
                answer.getPromptEvalCount(), answer.getEvalCount(), CallTimings.of(wall, answer.getTotalDuration(),
                        answer.getLoadDuration(), answer.getPromptEvalDuration(), answer.getEvalDuration()));
    }

    private void logReply(BoundedCalls.Target target, CallContext context, LlmReply reply) {
        LOG.debug("[{}] {} {} (stream={}): {} ms, prompt_tokens={}, completion_tokens={}, done_reason={}",
                context.traceId(), target.url(), target.model(), settings.stream(), reply.timings().wall().toMillis(),
                reply.promptTokens(), reply.completionTokens(), reply.doneReason());
    }

    private static LlmException logged(LlmException failure, long started) {
        LOG.debug("[{}] {} {}: failed after {} ms ({}): {}", failure.traceId(), failure.url(), failure.model(),
                elapsedSince(started).toMillis(), failure.failure().label(), failure.serverWords());
        return failure;
    }

    private static float[] toFloats(List<Double> values) {
        float[] vector = new float[values.size()];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = values.get(i).floatValue();
        }
        return vector;
    }

    private static Duration elapsedSince(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }
}
