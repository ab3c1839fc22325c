package io.nlguard.driver;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The search path a fresh connection to a target gets, learnt by a snapshot connection and remembered
 * for as long as a snapshot is shared ({@code nlguard.catalog.ttl}), so that later connections find their
 * snapshot in the cache without asking the database first. The key is what decides a fresh session's
 * search path on the client side: the target URL with the connection properties and the login (the server
 * adds the database's and role's settings, which are the same for all of them).
 */
final class DefaultSearchPaths {

    private record Learnt(List<String> searchPath, long atNanos) {
    }

    private static final Map<String, Learnt> LEARNT = new ConcurrentHashMap<>();

    private DefaultSearchPaths() {
    }

    /** The search path learnt for this session key within {@code ttl}, or null. */
    static List<String> get(String session, Duration ttl) {
        Learnt learnt = LEARNT.get(session);
        if (learnt == null) {
            return null;
        }
        if (System.nanoTime() - learnt.atNanos() >= ttl.toNanos()) {
            LEARNT.remove(session, learnt); // learnt again by the snapshot connection this one opens
            return null;
        }
        return learnt.searchPath();
    }

    static void learn(String session, List<String> searchPath) {
        LEARNT.put(session, new Learnt(List.copyOf(searchPath), System.nanoTime()));
    }
}
