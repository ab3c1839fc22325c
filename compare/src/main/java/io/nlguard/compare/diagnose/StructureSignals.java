package io.nlguard.compare.diagnose;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.compare.structure.Clause;
import io.nlguard.compare.structure.ClauseComparison;
import io.nlguard.compare.structure.ClauseMatch;

/**
 * How far each clause of the two queries differs, read off Layer 2's {@code clause_match}, with
 * the SELECT-list differences that are only a change of aggregate function told apart from the
 * others: {@code sum(price)} against {@code avg(price)} is an aggregate function error, not a
 * projection error.
 */
final class StructureSignals {

    /** The aggregate functions whose swap is an aggregate function error. */
    private static final Pattern AGGREGATE = Pattern.compile(
            "\\b(count|sum|avg|min|max|stddev|stddev_pop|stddev_samp|variance|var_pop|var_samp|bool_and|bool_or|every|array_agg|string_agg)\\(");

    private final ClauseMatch clauses;
    private final List<String> aggregateSwaps;
    private final double aggregateSwapShare;

    StructureSignals(ClauseMatch clauses) {
        this.clauses = clauses;
        ClauseComparison projection = clauses.get(Clause.PROJECTION);
        this.aggregateSwaps = aggregateSwaps(projection.onlyInActual(), projection.onlyInExpected());
        int changed = Math.max(projection.onlyInActual().size(), projection.onlyInExpected().size());
        this.aggregateSwapShare = changed == 0 ? 0.0 : (double) aggregateSwaps.size() / changed;
    }

    /** {@code 1 - similarity} of a clause that differs; 0 when it matches or neither query has it. */
    double divergence(Clause clause) {
        ClauseComparison c = clauses.get(clause);
        return c.match() ? 0.0 : 1.0 - c.similarity();
    }

    /** The structural signal of a category: the largest divergence among its clauses, aggregate swaps set apart. */
    double divergence(DiagnosticCategory category) {
        return switch (category) {
            case AGGREGATE_FUNCTION -> aggregateSwapShare == 0 ? 0.0 : Math.max(aggregateSwapShare, divergence(Clause.PROJECTION));
            case PROJECTION -> Math.max(divergence(Clause.PROJECTION) * (1 - aggregateSwapShare), divergence(Clause.DISTINCT));
            default -> category.clauses().stream().mapToDouble(this::divergence).max().orElse(0.0);
        };
    }

    /** What differs in the category's clauses, one line per clause: {@code selection: actual has [...], expected has [...]}. */
    List<String> differences(DiagnosticCategory category) {
        if (category == DiagnosticCategory.AGGREGATE_FUNCTION) {
            return aggregateSwaps.isEmpty() ? List.of() : List.of("aggregate functions: " + String.join("; ", aggregateSwaps));
        }
        List<String> lines = new ArrayList<>();
        for (Clause clause : category.clauses()) {
            String line = difference(clause);
            if (line != null) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** The clauses that differ and no category covers (windows, set operators). */
    List<String> otherDifferences() {
        List<String> lines = new ArrayList<>();
        for (Clause clause : List.of(Clause.WINDOW, Clause.SET_OPERATORS)) {
            String line = difference(clause);
            if (line != null) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** A predicate diff summary for the evidence: the WHERE and HAVING conjuncts found on one side only. */
    String predicateDiffSummary() {
        List<String> parts = new ArrayList<>();
        for (Clause clause : List.of(Clause.SELECTION, Clause.HAVING)) {
            String line = difference(clause);
            if (line != null) {
                parts.add(line);
            }
        }
        return parts.isEmpty() ? "the WHERE and HAVING predicates match" : String.join("; ", parts);
    }

    private String difference(Clause clause) {
        ClauseComparison c = clauses.get(clause);
        if (c.match()) {
            return null;
        }
        if (c.onlyInActual().isEmpty() && c.onlyInExpected().isEmpty()) {
            return clause.label() + ": same items in a different order";
        }
        StringBuilder line = new StringBuilder(clause.label()).append(':');
        if (!c.onlyInActual().isEmpty()) {
            line.append(" actual has ").append(c.onlyInActual());
        }
        if (!c.onlyInExpected().isEmpty()) {
            line.append(c.onlyInActual().isEmpty() ? " " : ", ").append("expected has ").append(c.onlyInExpected());
        }
        return line.toString();
    }

    /**
     * Pairs of SELECT items that differ only in the aggregate function called, as
     * {@code sum(price) instead of avg(price)}: the items with every aggregate name masked are equal.
     */
    private static List<String> aggregateSwaps(List<String> actual, List<String> expected) {
        List<String> swaps = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        for (String a : actual) {
            if (!AGGREGATE.matcher(a).find()) {
                continue;
            }
            String masked = mask(a);
            for (int i = 0; i < expected.size(); i++) {
                String e = expected.get(i);
                if (!used.contains(i) && !e.equals(a) && mask(e).equals(masked)) {
                    used.add(i);
                    swaps.add(a + " instead of " + e);
                    break;
                }
            }
        }
        return swaps;
    }

    private static String mask(String item) {
        return AGGREGATE.matcher(item).replaceAll("aggregate(");
    }
}
