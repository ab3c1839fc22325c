package io.nlguard.guard.sql;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Runs the parse of text nested deeper than {@link ParseLimits#DEFAULT_MAX_DEPTH} (possible only where an
 * operator raised {@code nlguard.parse.max-depth}) on a thread of its own, and waits no longer than the
 * parse timeout. Deep recursion in JSqlParser does not poll the watchdog's flag (100,000 levels ran for
 * 12 s against a 2 s timeout before overflowing the stack), so the caller cannot rely on the flag there;
 * a parse that overruns is left to finish or overflow on its daemon thread, flagged to stop where it can.
 * Shallower text, all ordinary SQL, parses on the caller's thread as before. At most {@link #MAX_RUNNING}
 * such parses run at once, overrunning ones included: more deep text meanwhile is refused as over the
 * timeout at once, so a flood of it cannot pile up threads.
 */
final class DeepParse {

    static final int MAX_RUNNING = 4;

    private static final Semaphore RUNNING = new Semaphore(MAX_RUNNING);

    private DeepParse() {
    }

    /** {@code parse}'s result, or null when it did not finish within {@code timeoutNanos} or could not start. */
    static ParseResult within(Supplier<ParseResult> parse, long timeoutNanos) {
        if (!RUNNING.tryAcquire()) {
            return null;
        }
        CompletableFuture<ParseResult> result = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                result.complete(parse.get());
            } catch (Throwable e) { // an overflow or a bug: the caller reports it as it would on its own thread
                result.completeExceptionally(e);
            } finally {
                RUNNING.release();
            }
        }, "nlguard-deep-parse");
        worker.setDaemon(true);
        worker.start();
        try {
            return result.get(timeoutNanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the parse of deeply nested text failed", e.getCause());
        }
    }
}
