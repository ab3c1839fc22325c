package io.nlguard.cli.execution;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A set's execution accuracy as Markdown: each system (and how often its SQL failed on PostgreSQL),
 * majority vote and the oracle, over the questions whose gold returned rows, and over all questions
 * (a question whose gold failed counting as wrong for every candidate).
 */
public final class AccuracyTable {

    private AccuracyTable() {
    }

    public static String of(SystemSet set, List<QuestionOutcome> outcomes) {
        List<QuestionOutcome> counted = outcomes.stream().filter(QuestionOutcome::counted).toList();
        StringBuilder md = new StringBuilder("| ").append(set.name()).append(" | right | EX | EX of all ").append(outcomes.size())
                .append(" | failed on PostgreSQL |\n|---|---:|---:|---:|---:|\n");
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < set.systems().size(); i++) {
            int candidate = i;
            long failed = counted.stream().filter(q -> q.candidates().get(candidate).resultClass() < 0).count();
            rows.add(row(set.systems().get(i), counted, outcomes.size(), q -> q.candidates().get(candidate).right(), String.valueOf(failed)));
        }
        rows.add(row("majority vote by result", counted, outcomes.size(), QuestionOutcome::voteRight, ""));
        rows.add(row("oracle (any candidate right)", counted, outcomes.size(), QuestionOutcome::oracleRight, ""));
        rows.forEach(md::append);
        return md.toString();
    }

    /** The share of counted questions where {@code right} holds, e.g. {@code 77.3} (percent, one decimal). */
    public static double ex(List<QuestionOutcome> counted, Predicate<QuestionOutcome> right) {
        return counted.isEmpty() ? 0 : 100.0 * counted.stream().filter(right).count() / counted.size();
    }

    private static String row(String name, List<QuestionOutcome> counted, int all, Predicate<QuestionOutcome> right,
            String failed) {
        long n = counted.stream().filter(right).count();
        return String.format(Locale.ROOT, "| %s | %d / %d | %.1f%% | %.1f%% | %s |%n", name, n, counted.size(),
                ex(counted, right), all == 0 ? 0 : 100.0 * n / all, failed);
    }
}
