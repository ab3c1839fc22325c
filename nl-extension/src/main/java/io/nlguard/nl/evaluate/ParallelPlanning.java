package io.nlguard.nl.evaluate;

import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.ResultReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;

/**
 * Plans (or runs) statements concurrently on a pool: up to one worker per pool connection, each borrowing one
 * connection and planning the next statement nobody took yet. The asking thread is one of the workers.
 * A worker that gets no connection (the pool is busy with other questions, or the database refuses)
 * plans nothing, so its statements go to the others; what no worker planned stays null.
 */
final class ParallelPlanning {

    private static final Logger LOG = LoggerFactory.getLogger(ParallelPlanning.class);

    /** Threads for the workers beyond the asking one; idle threads end after a minute. */
    private static final ExecutorService WORKERS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "nlguard-explain");
        thread.setDaemon(true);
        return thread;
    });

    private ParallelPlanning() {
    }

    /** Fills {@code results[i]} for every statement a worker planned. */
    static void plan(ExplainPool pool, List<String> statements, ExplainResult[] results) {
        each(pool, statements, results, (connection, sql) -> Planning.explain(connection, sql, 0));
    }

    /** Fills {@code results[i]} for every statement a worker ran, read-only, bounded by the session's timeout. */
    static void run(ExplainPool pool, List<String> statements, CandidateResult[] results) {
        each(pool, statements, results, (connection, sql) -> ResultReader.read(connection, sql, 0));
    }

    private static <T> void each(ExplainPool pool, List<String> statements, T[] results,
            BiFunction<Connection, String, T> task) {
        int workers = Math.min(statements.size(), ExplainPool.MAX_CONNECTIONS);
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            try (Connection connection = pool.borrow()) {
                for (int i = next.getAndIncrement(); i < statements.size(); i = next.getAndIncrement()) {
                    results[i] = task.apply(connection, statements.get(i));
                }
            } catch (SQLException noConnection) {
                LOG.debug("nlguard: no pool connection for {}: {}", pool.key(), noConnection.getMessage());
            }
        };
        CompletableFuture<?>[] others = new CompletableFuture<?>[workers - 1];
        for (int w = 0; w < others.length; w++) {
            others[w] = CompletableFuture.runAsync(worker, WORKERS);
        }
        worker.run();
        CompletableFuture.allOf(others).join();
    }
}
