package io.nlguard.cli.selection;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The Markdown tables of the selection measurement, per set. */
public final class SelectionReport {

    private SelectionReport() {
    }

    /** Systems, vote, oracle and selection, with the goals' arithmetic. */
    public static String accuracy(SetFigures f, Map<String, Double> otherSelections) {
        StringBuilder md = new StringBuilder("| ").append(f.set().name()).append(" (").append(f.questions())
                .append(" questions) | EX |\n|---|---:|\n");
        f.singles().forEach((system, ex) -> md.append(row(system, ex)));
        md.append(row("majority vote by result", f.vote()));
        md.append(row("oracle (any candidate right)", f.oracle()));
        md.append(row("**hand-made selection**", f.selection()));
        otherSelections.forEach((name, ex) -> md.append(row(name, ex)));
        md.append(String.format(Locale.ROOT, "%nSelection − vote: %+.1f points (goal ≥ +2); selection − best single"
                + " system: %+.1f points (goal ≥ +4); share of the vote→oracle gap closed: %.0f%% (goal ≥ 33%%).%n",
                f.selection() - f.vote(), f.selection() - f.bestSingle(), 100 * f.gapClosed()));
        return md.toString();
    }

    /** Each signal left out, and alone. */
    public static String signals(SetFigures f) {
        StringBuilder md = new StringBuilder("| signal | EX without it | Δ | EX alone |\n|---|---:|---:|---:|\n");
        for (SignalContribution.Row row : f.signals()) {
            md.append(String.format(Locale.ROOT, "| %s | %.1f%% | %+.1f | %.1f%% |%n", row.signal(), row.without(),
                    row.without() - f.selection(), row.alone()));
        }
        return md.toString();
    }

    public static String repair(Map<String, RepairCount> repairs) {
        StringBuilder md = new StringBuilder("| set | candidates failing with normalize only | run after normalize,autocorrect"
                + " | right after it |\n|---|---:|---:|---:|\n");
        repairs.forEach((set, r) -> md.append(String.format(Locale.ROOT, "| %s | %d | %d (%.1f%%) | %d (%.1f%%) |%n", set,
                r.failing(), r.runs(), percent(r.runs(), r.failing()), r.right(), percent(r.right(), r.failing()))));
        return md.toString();
    }

    /** The order-free vote beside the harness's, what agreement cannot get, and the other signals where it splits. */
    public static String agreement(Map<String, SetFigures> figures, Map<String, AgreementLimits> limits) {
        StringBuilder md = new StringBuilder("Over the passing candidates of each question, result clusters counted in"
                + " systems. The order-free vote takes a largest cluster, ties split evenly (its expected accuracy);"
                + " the harness's vote gives ties to the system listed first. \"Some largest cluster right\" is the most"
                + " any selector that follows agreement can reach.\n\n| set | harness vote | order-free vote | some largest"
                + " cluster right | hand-made selection | oracle | right exists, none in a largest cluster"
                + " | largest clusters tie, one right |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        limits.forEach((set, l) -> {
            SetFigures f = figures.get(set);
            md.append(String.format(Locale.ROOT, "| %s | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% |%n",
                    set, f.vote(), l.orderFreeVote(), l.largestRight(), f.selection(), f.oracle(),
                    l.rightOutsideLargest(), l.tiedWithRight()));
        });
        md.append("\nAmong the questions whose passing candidates give at least two results: how often each signal other"
                + " than agreement, alone, ranks a right candidate first (its argmax, ties to the first SQL text), beside"
                + " the order-free vote and the hand-made selector on the same questions.\n\n| set | questions |");
        List<String> signals = List.copyOf(limits.values().iterator().next().alone().keySet());
        signals.forEach(s -> md.append(' ').append(s).append(" alone |"));
        md.append(" order-free vote | hand-made |\n|---|---:|").append("---:|".repeat(signals.size() + 2)).append('\n');
        limits.forEach((set, l) -> {
            md.append("| ").append(set).append(" | ").append(l.disagreeing()).append(" |");
            signals.forEach(s -> md.append(String.format(Locale.ROOT, " %.1f%% |", l.alone().get(s))));
            md.append(String.format(Locale.ROOT, " %.1f%% | %.1f%% |%n", l.voteDisagreeing(), l.handMadeDisagreeing()));
        });
        return md.toString();
    }

    /** ECE, coverage and the reliability table. */
    public static String confidence(SetFigures f) {
        StringBuilder md = new StringBuilder(String.format(Locale.ROOT,
                "ECE (10 equal-width bins) %.3f (goal ≤ 0.05); accuracy answering all %.1f%%, the most confident 80%%"
                        + " %.1f%%, 60%% %.1f%%.%n%n", f.ece(), f.accuracyAt(1.0), f.accuracyAt(0.8), f.accuracyAt(0.6)));
        md.append("| confidence bin | mean confidence | accuracy | questions |\n|---|---:|---:|---:|\n");
        List<Reliability.Bin> bins = f.reliability();
        for (Reliability.Bin bin : bins) {
            md.append(String.format(Locale.ROOT, "| %.1f–%.1f | %s | %s | %d |%n", bin.lower(), bin.upper(),
                    bin.count() == 0 ? "" : String.format(Locale.ROOT, "%.3f", bin.meanConfidence()),
                    bin.count() == 0 ? "" : String.format(Locale.ROOT, "%.3f", bin.accuracy()), bin.count()));
        }
        return md.toString();
    }

    private static String row(String name, double ex) {
        return String.format(Locale.ROOT, "| %s | %.1f%% |%n", name, ex);
    }

    private static double percent(int part, int whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
