package io.nlguard.clients;

import io.nlguard.guard.verdict.GuardMetrics;

import java.util.Map;
import java.util.TreeMap;

/**
 * What the guard found since a point in a test: the rule firings of {@link GuardMetrics#global()}
 * (every finding of every statement the guard inspected in this JVM, INFO included, cached verdicts
 * too) and the statements it could not parse. Test classes run one after another, so the
 * difference belongs to the code between the two points.
 */
final class GuardFindings {

    private final Map<String, Long> firingsAtStart;
    private final long unparsedAtStart;
    private final long statementsAtStart;
    private final long surfacedAtStart;

    private GuardFindings() {
        GuardMetrics metrics = GuardMetrics.global();
        firingsAtStart = metrics.getRuleFirings();
        unparsedAtStart = metrics.getUnparsed();
        statementsAtStart = metrics.getStatements();
        surfacedAtStart = surfacedNow();
    }

    private static long surfacedNow() {
        GuardMetrics metrics = GuardMetrics.global();
        return metrics.getAnnotated() + metrics.getBlocked();
    }

    static GuardFindings fromNow() {
        return new GuardFindings();
    }

    /** Rule id to the number of findings since the start; empty when nothing fired. */
    Map<String, Long> firings() {
        Map<String, Long> since = new TreeMap<>();
        GuardMetrics.global().getRuleFirings().forEach((rule, count) -> {
            long more = count - firingsAtStart.getOrDefault(rule, 0L);
            if (more > 0) {
                since.put(rule, more);
            }
        });
        if (unparsed() > 0) {
            since.put("(unparsed)", unparsed());
        }
        return since;
    }

    long unparsed() {
        return GuardMetrics.global().getUnparsed() - unparsedAtStart;
    }

    /**
     * How many statements since the start had a finding the caller sees: a warning or a refusal (in
     * annotate mode a refusal is a warning too). INFO findings are in the report only.
     */
    long surfaced() {
        return surfacedNow() - surfacedAtStart;
    }

    /** How many statements the guard inspected since the start: proof that it saw the tool's SQL at all. */
    long statements() {
        return GuardMetrics.global().getStatements() - statementsAtStart;
    }
}
