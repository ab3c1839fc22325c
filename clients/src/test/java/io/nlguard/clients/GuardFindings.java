package io.nlguard.clients;

import java.util.Map;
import java.util.TreeMap;

import io.nlguard.guard.verdict.GuardMetrics;

/**
 * What the guard found between two moments of this JVM, read from {@link GuardMetrics#global()}: the
 * firings per rule, and the statements it could not parse (which run with warning 01NG9) or blocked.
 * The counters count every statement of every connection, pooled or not, whichever way it was opened,
 * so a tool's own statements are counted as well as the application's. Tests run one at a time.
 */
final class GuardFindings {

    static final String UNPARSED = "(unparsed)";
    static final String BLOCKED = "(blocked)";

    private final Map<String, Long> before;
    private final long statementsBefore;
    private final long surfacedBefore;

    private GuardFindings(Map<String, Long> before) {
        this.before = before;
        this.statementsBefore = GuardMetrics.global().getStatements();
        this.surfacedBefore = surfacedNow();
    }

    /** Starts counting now. */
    static GuardFindings start() {
        return new GuardFindings(counters());
    }

    /** Firings per rule id since {@link #start()}, plus {@value #UNPARSED} and {@value #BLOCKED}; zeros left out. */
    Map<String, Long> since() {
        Map<String, Long> delta = new TreeMap<>();
        counters().forEach((key, now) -> {
            long added = now - before.getOrDefault(key, 0L);
            if (added != 0) {
                delta.put(key, added);
            }
        });
        return delta;
    }

    /** How many statements the guard inspected since {@link #start()}: proof that it saw the tool's SQL at all. */
    long statements() {
        return GuardMetrics.global().getStatements() - statementsBefore;
    }

    /**
     * How many statements since {@link #start()} had a finding the caller sees: a warning or a refusal
     * (in annotate mode a refusal is a warning). INFO findings stay in the report.
     */
    long surfaced() {
        return surfacedNow() - surfacedBefore;
    }

    private static long surfacedNow() {
        GuardMetrics metrics = GuardMetrics.global();
        return metrics.getAnnotated() + metrics.getBlocked();
    }

    private static Map<String, Long> counters() {
        GuardMetrics metrics = GuardMetrics.global();
        Map<String, Long> counters = new TreeMap<>(metrics.getRuleFirings());
        counters.put(UNPARSED, metrics.getUnparsed());
        counters.put(BLOCKED, metrics.getBlocked());
        return counters;
    }
}
