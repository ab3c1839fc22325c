package io.nlguard.guard.verdict;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first connection of a JVM would wait for the node scorer's model to be read (a few hundred
 * milliseconds on a cold JVM), for the engine and its caches to be built, and its first statement for
 * the parser's, rules' and features' classes to be loaded. The driver starts this on a daemon thread
 * while it opens the target connection and reads the catalog, which wait on the database: the engine
 * for the settings (kept by {@link GuardEngines}), then one analysis of a small statement against an
 * empty catalog, which counts in no metrics and logs nothing; once per model setting. What it loads is
 * shared ({@code NodeScorers} hands out one scorer per setting and makes a second caller wait for the
 * first load), so a connection that gets there first does the same work, never twice.
 */
public final class GuardWarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(GuardWarmUp.class);
    private static final String STATEMENT = "SELECT a.x, count(*) FROM a JOIN b ON b.id = a.b_id WHERE a.y = 'z' GROUP BY a.x";
    private static final Set<String> STARTED = ConcurrentHashMap.newKeySet();

    private GuardWarmUp() {
    }

    /** Starts the warm-up for these settings' model unless one was started already. */
    public static void start(GuardSettings settings) {
        if (!STARTED.add(String.valueOf(settings.model()))) {
            return;
        }
        Thread thread = new Thread(() -> warm(settings), "nlguard-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    private static void warm(GuardSettings settings) {
        try {
            GuardEngines.forSettings(settings).warmUp(STATEMENT);
        } catch (RuntimeException | LinkageError e) {
            // the connection's own engine meets the same problem and reports it to the caller
            LOG.debug("nlguard warm-up failed", e);
        }
    }
}
