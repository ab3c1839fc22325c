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
    private final Set<Cancellation> children = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

    /** Ends every call made with this token or its children, now and later. */
    public void cancel() {
        cancelled = true;
        for (Future<?> call : running) {
            call.cancel(true);
        }
        for (Cancellation child : children) {
            child.cancel();
        }
    }

    /**
     * A token cancelled with this one, which can also be cancelled alone: a batch of calls stops its
     * siblings when one fails without cancelling the question. {@link #release(Cancellation)} it after.
     */
    public Cancellation child() {
        Cancellation child = new Cancellation();
        children.add(child);
        if (cancelled) {
            child.cancel();
        }
        return child;
    }

    /** Forgets a child made by {@link #child()} once its calls are over. */
    public void release(Cancellation child) {
        children.remove(child);
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
