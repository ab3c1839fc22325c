package io.nlguard.compare.judge;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import io.github.ollama4j.Ollama;
import io.github.ollama4j.models.chat.OllamaChatMessageRole;
import io.github.ollama4j.models.chat.OllamaChatRequest;
import io.github.ollama4j.models.chat.OllamaChatResponseModel;
import io.github.ollama4j.models.chat.OllamaChatResult;
import io.github.ollama4j.models.request.ThinkMode;
import io.github.ollama4j.utils.OptionsBuilder;

/**
 * The AI judge on a local model served by Ollama, through Ollama4j's chat endpoint ({@code POST /api/chat},
 * not streamed). One judgment is one request: the {@link JudgePrompt} as a system and a user message,
 * the {@link AnswerSchema} as {@code format} (structured output), thinking off, and the options
 * {@code temperature}, {@code seed} and {@code num_ctx} from the settings.
 *
 * <p>The answer becomes an {@link AiJudgment}: {@code ok} when it passes {@link AnswerParser}'s
 * validation, {@code invalid_response} when it does not (never repaired), {@code unavailable} when no
 * answer came: an HTTP error, an unreachable server, a malformed reply, or no reply within the
 * timeout. Nothing is thrown for those. Thread-safe.
 */
public final class OllamaJudge implements AdvisoryJudge {

    private final OllamaJudgeSettings settings;
    private final Ollama ollama;

    public OllamaJudge(OllamaJudgeSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.ollama = new Ollama(settings.baseUrl());
        // Ollama4j's own timeout (whole seconds, until the response starts) backs up the deadline below.
        ollama.setRequestTimeoutSeconds(Math.max(1, ceilSeconds(settings.timeout())));
    }

    public OllamaJudgeSettings settings() {
        return settings;
    }

    @Override
    public AiJudgment judge(JudgeEvidence evidence) {
        Objects.requireNonNull(evidence, "evidence");
        long started = System.nanoTime();
        JudgePrompt prompt = JudgePrompt.build(evidence, settings.maxEvidenceChars());
        OllamaChatResponseModel answer;
        try {
            answer = callWithDeadline(request(prompt));
        } catch (NoAnswerException e) {
            return AiJudgment.unavailable(e.getMessage(),
                    new JudgeRun(settings.model(), JudgePrompt.PROMPT_VERSION, null, null, millisSince(started)));
        }
        String content = answer.getMessage() == null ? null : answer.getMessage().getResponse();
        JudgeRun run = new JudgeRun(answer.getModel() != null ? answer.getModel() : settings.model(),
                JudgePrompt.PROMPT_VERSION, answer.getPromptEvalCount(), answer.getEvalCount(), millisSince(started));
        if ("length".equals(answer.getDoneReason())) {
            return AiJudgment.invalidResponse("the answer was cut off at the model's token limit", run);
        }
        try {
            return AiJudgment.answered(AnswerParser.parse(content), run);
        } catch (InvalidAnswerException e) {
            return AiJudgment.invalidResponse(e.getMessage(), run);
        }
    }

    private OllamaChatRequest request(JudgePrompt prompt) {
        OllamaChatRequest request = OllamaChatRequest.builder()
                .withModel(settings.model())
                .withMessage(OllamaChatMessageRole.SYSTEM, prompt.system())
                .withMessage(OllamaChatMessageRole.USER, prompt.user())
                .withOptions(new OptionsBuilder()
                        .setTemperature((float) settings.temperature())
                        .setSeed(settings.seed())
                        .setNumCtx(settings.contextTokens())
                        .build())
                // Ollama4j 1.1.6 needs an explicit think mode; a judge exposes no reasoning trace anyway.
                .withThinking(ThinkMode.DISABLED)
                .withUseTools(false);
        request.setFormat(AnswerSchema.schema());
        request.setStream(false);
        return request;
    }

    /**
     * Runs the call on its own thread and waits at most the timeout: Ollama4j's timeout covers only the
     * wait for the response to start, not a reply that stalls halfway.
     */
    private OllamaChatResponseModel callWithDeadline(OllamaChatRequest request) throws NoAnswerException {
        FutureTask<OllamaChatResult> call = new FutureTask<>(() -> ollama.chat(request, null));
        Thread worker = new Thread(call, "nlguard-ai-judge");
        worker.setDaemon(true);
        worker.start();
        try {
            OllamaChatResult result = call.get(settings.timeout().toNanos(), TimeUnit.NANOSECONDS);
            if (result == null || result.getResponseModel() == null) {
                throw new NoAnswerException("Ollama at " + settings.baseUrl() + " sent no answer");
            }
            return result.getResponseModel();
        } catch (TimeoutException e) {
            throw new NoAnswerException("no answer from Ollama at " + settings.baseUrl() + " within "
                    + settings.timeout().toMillis() + " ms");
        } catch (ExecutionException e) {
            throw new NoAnswerException("Ollama at " + settings.baseUrl() + " failed: " + describe(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NoAnswerException("interrupted while waiting for Ollama at " + settings.baseUrl());
        } finally {
            call.cancel(true);
        }
    }

    /**
     * Ollama4j wraps one failure several times, often repeating the message: each distinct first line
     * once, and the class name of a failure that has no message (e.g. {@code ConnectException}).
     */
    static String describe(Throwable failure) {
        Set<String> parts = new LinkedHashSet<>();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = t.getMessage();
            parts.add(message == null || message.isBlank() ? t.getClass().getSimpleName()
                    : message.strip().lines().findFirst().orElse(""));
        }
        return String.join(": ", parts);
    }

    private static long ceilSeconds(Duration duration) {
        return (duration.toMillis() + 999) / 1000;
    }

    private static long millisSince(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    /** No answer came from the server. */
    private static final class NoAnswerException extends Exception {

        private static final long serialVersionUID = 1L;

        NoAnswerException(String message) {
            super(message);
        }
    }
}
