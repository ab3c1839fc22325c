package io.nlguard.nl.llm;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs each call on a worker thread and waits at most the timeout for it. Ollama4j's own timeout
 * covers only the wait for the response headers, so a streamed reply whose tokens keep flowing, or an
 * embedding or model list (which Ollama4j sends without a timeout), would otherwise run unbounded.
 * At the deadline, on {@link Cancellation#cancel()} or when the waiting thread is interrupted, the
 * worker is interrupted: the JDK's HTTP client then closes the exchange, and Ollama stops generating
 * for a client that went away.
 */
final class BoundedCalls implements AutoCloseable {

    private static final AtomicInteger POOLS = new AtomicInteger();

    private final ExecutorService workers;
    private final Duration timeout;

    BoundedCalls(Duration timeout) {
        this.timeout = timeout;
        int pool = POOLS.incrementAndGet();
        AtomicInteger threads = new AtomicInteger();
        this.workers = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "nlguard-llm-" + pool + "-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    Duration timeout() {
        return timeout;
    }

    /** What a failed call is reported as: its URL and model, for the exception. */
    record Target(String url, String model) {
    }

    @FunctionalInterface
    interface OllamaCall<T> {
        T call() throws Exception;
    }

    <T> T run(Target target, CallContext context, OllamaCall<T> call) throws LlmException {
        if (context.cancellation().isCancelled()) {
            throw failure(LlmFailure.CANCELLED, target, context, "cancelled before it started", null);
        }
        Callable<T> task = call::call;
        Future<T> future = workers.submit(task);
        context.cancellation().register(future);
        try {
            return future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw failure(LlmFailure.TIMEOUT, target, context,
                    "no complete reply within nlguard.nl.timeout=" + timeout.toMillis() + " ms", e);
        } catch (CancellationException e) {
            throw failure(LlmFailure.CANCELLED, target, context, "cancelled", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure(LlmFailure.CANCELLED, target, context, "the waiting thread was interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof LlmException llm) {
                throw llm;
            }
            throw FailureClassifier.classify(cause, target.url(), target.model(), context.traceId());
        } finally {
            future.cancel(true);
            context.cancellation().release(future);
        }
    }

    static LlmException failure(LlmFailure kind, Target target, CallContext context, String words, Throwable cause) {
        return new LlmException(kind, target.url(), target.model(), words, null, context.traceId(), cause);
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
