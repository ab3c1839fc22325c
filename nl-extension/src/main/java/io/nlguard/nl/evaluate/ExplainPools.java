package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.NlTarget;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The EXPLAIN pools of one JVM, one per target ({@link NlTarget#key()}: URL without password and user),
 * shared by every connection to it. A pool is made at the first question to its target, closed when no
 * question has used it for a while, and every pool is closed at JVM shutdown.
 */
public final class ExplainPools {

    /** The translator's pools. */
    public static final ExplainPools SHARED = new ExplainPools(Duration.ofMinutes(5));

    private static final Logger LOG = LoggerFactory.getLogger(ExplainPools.class);

    private final Map<String, ExplainPool> pools = new HashMap<>();
    private final long idleCloseNanos;
    private ScheduledExecutorService reaper;

    /** @param idleClose how long a pool stays open after its last question */
    public ExplainPools(Duration idleClose) {
        this.idleCloseNanos = idleClose.toNanos();
    }

    /** The target's pool, made when there is none; the caller gives it back with {@link #release}. */
    synchronized ExplainPool lease(NlTarget target) {
        ExplainPool pool = pools.get(target.key());
        if (pool == null) {
            pool = new ExplainPool(target);
            pools.put(target.key(), pool);
            startReaper();
            LOG.debug("nlguard: EXPLAIN pool {} for {}", pools.size(), target.key());
        }
        pool.users++;
        return pool;
    }

    synchronized void release(ExplainPool pool) {
        pool.users--;
        pool.lastUsedNanos = System.nanoTime();
    }

    /** How many pools are open. */
    public synchronized int open() {
        return pools.size();
    }

    /** How many connections the target's pool holds now, in use or idle; 0 without a pool. */
    public synchronized int connections(String targetKey) {
        ExplainPool pool = pools.get(targetKey);
        return pool == null ? 0 : pool.connections();
    }

    /** Closes the pools no question has used for the idle time. */
    synchronized void closeIdle() {
        long now = System.nanoTime();
        pools.values().removeIf(pool -> {
            boolean idle = pool.users == 0 && now - pool.lastUsedNanos >= idleCloseNanos;
            if (idle) {
                LOG.debug("nlguard: EXPLAIN pool for {} closed after {} s unused", pool.key(),
                        TimeUnit.NANOSECONDS.toSeconds(idleCloseNanos));
                pool.close();
            }
            return idle;
        });
    }

    /** Closes every pool (JVM shutdown; tests). */
    public void closeAll() {
        List<ExplainPool> closing;
        synchronized (this) {
            closing = new ArrayList<>(pools.values());
            pools.clear();
        }
        closing.forEach(ExplainPool::close);
    }

    private void startReaper() {
        if (reaper != null) {
            return;
        }
        reaper = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "nlguard-explain-pools");
            thread.setDaemon(true);
            return thread;
        });
        long period = Math.max(TimeUnit.MILLISECONDS.toNanos(100), idleCloseNanos / 4);
        reaper.scheduleWithFixedDelay(this::closeIdle, period, period, TimeUnit.NANOSECONDS);
        Runtime.getRuntime().addShutdownHook(new Thread(this::closeAll, "nlguard-explain-pools-shutdown"));
    }
}
