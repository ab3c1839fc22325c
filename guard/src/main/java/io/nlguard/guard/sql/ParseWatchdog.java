package io.nlguard.guard.sql;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import net.sf.jsqlparser.parser.CCJSqlParser;

/**
 * Stops parses that overrun their deadline by raising the parser's {@code interrupted} flag, which the
 * parser polls in its loops. One daemon thread serves the JVM. A parse costs a map insert and remove:
 * the thread is not woken per parse (a scheduled task per parse cost about 20 µs, a fifth of a typical
 * parse, in thread wake-ups). Instead it checks the running parses every {@link #TICK_NANOS} while any
 * exist and sleeps otherwise, so a parse is stopped at most one tick after its deadline.
 */
final class ParseWatchdog {

    static final long TICK_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private static final ParseWatchdog SHARED = new ParseWatchdog();

    private final Map<CCJSqlParser, Long> deadlines = new ConcurrentHashMap<>();
    private final Thread thread;
    private volatile boolean idle;

    private ParseWatchdog() {
        thread = new Thread(this::watch, "nlguard-parse-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    static ParseWatchdog shared() {
        return SHARED;
    }

    /** Watches {@code parser} until {@link #release}; it is interrupted once {@code timeoutNanos} have passed. */
    void watch(CCJSqlParser parser, long timeoutNanos) {
        deadlines.put(parser, System.nanoTime() + timeoutNanos);
        if (idle) {
            LockSupport.unpark(thread);
        }
    }

    void release(CCJSqlParser parser) {
        deadlines.remove(parser);
    }

    private void watch() {
        while (true) {
            if (deadlines.isEmpty()) {
                idle = true;
                // re-check after announcing idleness: a parse registered in between unparks us or is seen here
                if (deadlines.isEmpty()) {
                    LockSupport.park(this);
                }
                idle = false;
                continue;
            }
            long now = System.nanoTime();
            deadlines.forEach((parser, deadline) -> {
                if (now - deadline >= 0) {
                    parser.interrupted = true;
                }
            });
            LockSupport.parkNanos(this, TICK_NANOS);
        }
    }
}
