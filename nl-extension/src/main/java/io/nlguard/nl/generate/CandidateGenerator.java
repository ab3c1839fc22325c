package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.Cancellation;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmFailure;
import io.nlguard.nl.llm.LlmReply;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.nl.llm.Sampling;

/**
 * Stage 4: K candidates for one prompt, asked in parallel at temperature {@value #TEMPERATURE} with
 * seeds {@code baseSeed}, {@code baseSeed + 1}, ... (so that they differ, and a rerun gives the same
 * ones), each reply put through the {@link SqlExtractor}, the statements deduplicated by a key of
 * their text ({@link SqlText#normalized} unless another is given).
 *
 * <p>A candidate whose reply holds no usable statement is a failed candidate, kept with its reason.
 * A call that fails ({@link LlmException}: server down, model missing, timeout) fails the round at
 * once, as the seed's infrastructure errors do: its siblings are cancelled and the exception is
 * thrown. Thread-safe; {@link #close()} stops its threads.
 */
public final class CandidateGenerator implements AutoCloseable {

    public static final double TEMPERATURE = 0.3;
    public static final int DEFAULT_BASE_SEED = 42;

    private static final Logger LOG = LoggerFactory.getLogger(CandidateGenerator.class);
    private static final AtomicInteger POOLS = new AtomicInteger();

    private final OllamaClient client;
    private final SqlExtractor extractor;
    private final Function<String, String> dedupKey;
    private final int baseSeed;
    private final ExecutorService workers;

    public CandidateGenerator(OllamaClient client, SqlExtractor extractor, Function<String, String> dedupKey,
            int baseSeed) {
        this.client = Objects.requireNonNull(client, "client");
        this.extractor = Objects.requireNonNull(extractor, "extractor");
        this.dedupKey = Objects.requireNonNull(dedupKey, "dedupKey");
        this.baseSeed = baseSeed;
        int pool = POOLS.incrementAndGet();
        AtomicInteger threads = new AtomicInteger();
        this.workers = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "nlguard-candidates-" + pool + "-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    public CandidateGenerator(OllamaClient client, SqlExtractor extractor) {
        this(client, extractor, SqlText::normalized, DEFAULT_BASE_SEED);
    }

    /**
     * Asks for {@code k} candidates.
     *
     * @throws LlmException the first call that failed; the others are cancelled
     */
    public Generation generate(List<ChatMessage> prompt, int k, CallContext context) throws LlmException {
        if (k < 1) {
            throw new IllegalArgumentException("At least one candidate, not " + k);
        }
        long started = System.nanoTime();
        Cancellation round = context.cancellation().child();
        CallContext roundContext = new CallContext(context.traceId(), round);
        CompletionService<Candidate> done = new ExecutorCompletionService<>(workers);
        List<Future<Candidate>> calls = new ArrayList<>(k);
        try {
            for (int i = 0; i < k; i++) {
                int index = i;
                int seed = baseSeed + i;
                calls.add(done.submit(() -> {
                    LlmReply reply = client.chat(prompt, Sampling.of(TEMPERATURE, seed), roundContext);
                    return new Candidate(index, seed, reply, extractor.extract(reply.text()));
                }));
            }
            Candidate[] candidates = new Candidate[k];
            for (int i = 0; i < k; i++) {
                Candidate candidate = done.take().get();
                candidates[candidate.index()] = candidate;
            }
            Generation generation = Generation.of(List.of(candidates), dedupKey);
            LOG.debug("[{}] generation: {} candidates, {} distinct statements, {} failed in {} ms", context.traceId(),
                    k, generation.distinct().size(), generation.failed().size(),
                    (System.nanoTime() - started) / 1_000_000);
            return generation;
        } catch (ExecutionException e) {
            round.cancel();
            if (e.getCause() instanceof LlmException failure) {
                throw failure;
            }
            throw new IllegalStateException("A candidate failed unexpectedly", e.getCause());
        } catch (InterruptedException e) {
            round.cancel();
            Thread.currentThread().interrupt();
            throw new LlmException(LlmFailure.CANCELLED, client.settings().baseUrl() + "/api/chat",
                    client.settings().model(), "the waiting thread was interrupted", null, context.traceId(), e);
        } finally {
            calls.forEach(call -> call.cancel(true));
            context.cancellation().release(round);
        }
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
