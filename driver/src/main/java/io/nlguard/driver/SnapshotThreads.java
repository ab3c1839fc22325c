package io.nlguard.driver;

import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that read catalog snapshots off the connect path: at most two (snapshots of different
 * targets may load side by side; one target's is loaded once, see {@code CatalogCache}), daemon threads
 * named {@code nlguard-catalog-N}, which end after 10 s without work, so an idle driver holds no thread
 * and never keeps the JVM alive.
 */
final class SnapshotThreads {

    private static final AtomicInteger NUMBER = new AtomicInteger();
    private static final AtomicBoolean PREPARED = new AtomicBoolean();
    private static final ThreadPoolExecutor POOL = pool();

    /** Runs in the snapshot thread as each load opens its connection; tests make the load slow, or fail, with it. */
    static volatile Runnable beforeLoad = () -> {
    };

    private SnapshotThreads() {
    }

    /**
     * Runs {@code task} once per JVM on a snapshot thread: what the first connection will need and can be
     * made while the target connection opens (the catalog cache's classes take tens of milliseconds to load).
     */
    static void prepareOnce(Runnable task) {
        if (PREPARED.compareAndSet(false, true)) {
            POOL.execute(task);
        }
    }

    static Executor executor() {
        return POOL;
    }

    private static ThreadPoolExecutor pool() {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                task -> {
                    Thread thread = new Thread(task, "nlguard-catalog-" + NUMBER.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }
}
