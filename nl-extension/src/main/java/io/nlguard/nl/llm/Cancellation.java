package io.nlguard.nl.llm;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;

/**
 * Cancels the calls made with it, from any thread: {@link #cancel()} ends the running ones at once
 * (their callers get {@link LlmFailure#CANCELLED}) and every later one before it starts. One per
 * question, so that {@code Statement.cancel()} can stop all of its candidates. Thread-safe.
 */
public final class Cancellation {

    private final Set<Future<?>> running = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

    /** Ends every call made with this token, now and later. */
    public void cancel() {
        cancelled = true;
        for (Future<?> call : running) {
            call.cancel(true);
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    void register(Future<?> call) {
        running.add(call);
        if (cancelled) {
            call.cancel(true);
        }
    }

    void release(Future<?> call) {
        running.remove(call);
    }
}
