package io.nlguard.guard.verdict;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One engine per distinct settings, shared JVM-wide: all connections of a pool use the same engine and
 * therefore the same verdict cache.
 */
public final class GuardEngines {

    private static final Map<GuardSettings, GuardEngine> ENGINES = new ConcurrentHashMap<>();

    private GuardEngines() {
    }

    public static GuardEngine forSettings(GuardSettings settings) {
        GuardEngine engine = ENGINES.get(settings);
        if (engine == null) {
            // built outside computeIfAbsent: a bad rule override throws to the caller, nothing is cached
            GuardEngine created = new GuardEngine(settings);
            engine = ENGINES.putIfAbsent(settings, created);
            return engine == null ? created : engine;
        }
        return engine;
    }
}
