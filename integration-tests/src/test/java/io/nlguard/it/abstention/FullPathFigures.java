package io.nlguard.it.abstention;

import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import io.nlguard.it.abstention.Asked.Outcome;

/**
 * The abstention figures of one scripted behaviour on the full path: recall and right outcome on the mutants, false
 * abstention on the originals, precision, the originals answered and with the gold's rows, model calls, and the
 * markdown table of them per kind.
 */
final class FullPathFigures {

    private final ScriptedBehaviour behaviour;
    private final List<Asked> asked;

    FullPathFigures(ScriptedBehaviour behaviour, List<Asked> asked) {
        this.behaviour = behaviour;
        this.asked = List.copyOf(asked);
    }

    List<Asked> mutants() {
        return asked.stream().filter(a -> !a.item().original()).toList();
    }

    List<Asked> originals() {
        return asked.stream().filter(a -> a.item().original()).toList();
    }

    double recall() {
        return share(mutants(), a -> a.outcome().abstained());
    }

    double rightOutcome() {
        return share(mutants(), Asked::rightOutcome);
    }

    double falseAbstention() {
        return share(originals(), a -> a.outcome().abstained());
    }

    double precision() {
        long right = count(mutants(), a -> a.outcome().abstained());
        long all = right + count(originals(), a -> a.outcome().abstained());
        return all == 0 ? 0 : (double) right / all;
    }

    List<Asked> answeredOriginals() {
        return originals().stream().filter(a -> a.outcome() == Outcome.ANSWERED).toList();
    }

    /** The ids of the originals refused with 42NL1 or 42NL2. */
    Set<String> originalsAbstained() {
        return originals().stream().filter(a -> a.outcome().abstained()).map(a -> a.item().entry().id())
                .collect(Collectors.toSet());
    }

    String title() {
        return behaviour.title();
    }

    /** The originals refused with 42NL1 or 42NL2, one markdown bullet each: question and the refusal's first line. */
    String refusals() {
        return bullets(originals().stream().filter(a -> a.outcome().abstained()).toList());
    }

    /** The originals that failed or ended otherwise, as {@link #refusals()}. */
    List<Asked> unanswered() {
        return originals().stream().filter(a -> a.outcome() == Outcome.FAILED || a.outcome() == Outcome.ERROR).toList();
    }

    static String bullets(List<Asked> rows) {
        StringBuilder lines = new StringBuilder();
        rows.forEach(a -> lines.append("\n- ").append(a.item().dbId()).append(": ").append(a.item().question())
                .append(" → ").append(a.message()));
        return lines.toString();
    }

    double callsPerQuestion() {
        return asked.isEmpty() ? 0 : asked.stream().mapToInt(Asked::modelCalls).sum() / (double) asked.size();
    }

    String markdown() {
        StringBuilder md = new StringBuilder("### ").append(behaviour.title()).append("\n\n");
        md.append("| kind | items | 42NL1 | 42NL2 | answered | gold rows | failed | other | abstained | right outcome"
                + " | model calls / question |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        TreeMap<String, List<Asked>> byKind = new TreeMap<>(asked.stream().filter(a -> !a.item().original())
                .collect(Collectors.groupingBy(a -> a.item().kind())));
        byKind.forEach((kind, rows) -> row(md, kind + " (" + rows.get(0).item().label() + ")", rows, true));
        row(md, "**all mutants**", mutants(), true);
        row(md, "original (answerable)", originals(), false);
        List<Asked> answered = originals().stream().filter(a -> a.outcome() == Outcome.ANSWERED).toList();
        md.append("\n**recall on mutants ").append(pct(recall())).append(" · right outcome ").append(pct(rightOutcome()))
                .append(" · false abstention on originals ").append(pct(falseAbstention())).append(" · precision ")
                .append(pct(precision())).append("** · originals answered ").append(answered.size()).append(" of ")
                .append(originals().size()).append(", with the gold's rows ")
                .append(count(answered, Asked::goldRows)).append(capped(answered)).append(" · model calls per question ")
                .append(String.format(java.util.Locale.ROOT, "%.2f", callsPerQuestion())).append("\n");
        return md.toString();
    }

    private static void row(StringBuilder md, String name, List<Asked> rows, boolean mutants) {
        md.append("| ").append(name).append(" | ").append(rows.size())
                .append(" | ").append(count(rows, a -> a.outcome() == Outcome.CLARIFY))
                .append(" | ").append(count(rows, a -> a.outcome() == Outcome.REJECT))
                .append(" | ").append(count(rows, a -> a.outcome() == Outcome.ANSWERED))
                .append(" | ").append(mutants ? "–" : String.valueOf(count(rows, Asked::goldRows)))
                .append(" | ").append(count(rows, a -> a.outcome() == Outcome.FAILED))
                .append(" | ").append(count(rows, a -> a.outcome() == Outcome.ERROR))
                .append(" | ").append(pct(share(rows, a -> a.outcome().abstained())))
                .append(" | ").append(mutants ? pct(share(rows, Asked::rightOutcome)) : "–")
                .append(" | ").append(String.format(java.util.Locale.ROOT, "%.2f",
                        rows.stream().mapToInt(Asked::modelCalls).average().orElse(0)))
                .append(" |\n");
    }

    private static String capped(List<Asked> answered) {
        long capped = count(answered, Asked::capped);
        return capped == 0 ? "" : " (and " + capped + " cut at nlguard.nl.max-rows, 1,000, where the gold has more)";
    }

    private static long count(List<Asked> rows, Predicate<Asked> which) {
        return rows.stream().filter(which).count();
    }

    private static double share(List<Asked> rows, Predicate<Asked> which) {
        return rows.isEmpty() ? 0 : (double) count(rows, which) / rows.size();
    }

    static String pct(double share) {
        return String.format(java.util.Locale.ROOT, "%.1f%%", 100 * share);
    }
}
