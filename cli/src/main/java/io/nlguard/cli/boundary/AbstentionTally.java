package io.nlguard.cli.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;

/**
 * The abstention figures of the detectors on a labelled set: any finding means abstain; the outcome is a rejection
 * when any finding rejects (asking which option is pointless when the schema lacks the concept), else a
 * clarification. Recall and the right outcome on the mutants, false abstention on the answerable originals,
 * precision of abstaining.
 */
public final class AbstentionTally {

    /** One kind of the set: how many, how many abstained, how many with the label's outcome, which detectors fired. */
    static final class Row {
        int total;
        int abstained;
        int rightOutcome;
        final Map<String, Integer> firedBy = new TreeMap<>();
    }

    private final Map<String, Row> rows = new TreeMap<>();

    /** One item: its set kind ({@code original} or a mutation), its label and the detectors' findings. */
    public void add(String kind, String label, List<BoundaryFinding> findings) {
        Row row = rows.computeIfAbsent(kind, k -> new Row());
        row.total++;
        if (findings.isEmpty()) {
            return;
        }
        row.abstained++;
        findings.stream().map(BoundaryFinding::kind).distinct().forEach(d -> row.firedBy.merge(d, 1, Integer::sum));
        Outcome outcome = findings.stream().anyMatch(f -> f.outcome() == Outcome.REJECT) ? Outcome.REJECT : Outcome.CLARIFY;
        if (outcome.json().equals(label)) {
            row.rightOutcome++;
        }
    }

    Row original() {
        return rows.getOrDefault(SetEntry.ORIGINAL, new Row());
    }

    Row mutants() {
        Row all = new Row();
        rows.forEach((kind, row) -> {
            if (!kind.equals(SetEntry.ORIGINAL)) {
                all.total += row.total;
                all.abstained += row.abstained;
                all.rightOutcome += row.rightOutcome;
                row.firedBy.forEach((d, n) -> all.firedBy.merge(d, n, Integer::sum));
            }
        });
        return all;
    }

    /** Abstained mutants over all mutants. */
    public double recall() {
        return share(mutants().abstained, mutants().total);
    }

    /** Abstained answerable originals over all originals. */
    public double falseAbstention() {
        return share(original().abstained, original().total);
    }

    /** Abstained mutants over all abstentions. */
    public double precision() {
        return share(mutants().abstained, mutants().abstained + original().abstained);
    }

    /** Mutants abstained with their label's outcome over all mutants. */
    public double rightOutcome() {
        return share(mutants().rightOutcome, mutants().total);
    }

    /** The Markdown table: one row per kind, the mutants' total, then the headline figures. */
    public String markdown() {
        List<String> lines = new ArrayList<>();
        lines.add("| kind | items | abstained | share | right outcome | fired by |");
        lines.add("|---|---:|---:|---:|---:|---|");
        rows.forEach((kind, row) -> {
            if (!kind.equals(SetEntry.ORIGINAL)) {
                lines.add(line(kind, row, true));
            }
        });
        lines.add(line("**all mutants**", mutants(), true));
        lines.add(line("original (answerable)", original(), false));
        lines.add("");
        lines.add(String.format(Locale.ROOT, "recall on mutants %s · right outcome %s · false abstention on originals %s"
                + " · precision %s", percent(recall()), percent(rightOutcome()), percent(falseAbstention()),
                percent(precision())));
        lines.add("");
        lines.add(byDetector());
        return String.join("\n", lines);
    }

    /**
     * Per detector: the mutants and the originals it fired on, and its precision (the share of mutants among them):
     * which detector the false abstentions come from.
     */
    String byDetector() {
        Map<String, Integer> onMutants = mutants().firedBy;
        Map<String, Integer> onOriginals = original().firedBy;
        Map<String, Integer> detectors = new TreeMap<>(onMutants);
        onOriginals.forEach((d, n) -> detectors.putIfAbsent(d, 0));
        List<String> lines = new ArrayList<>();
        lines.add("| detector | fired on mutants | fired on originals | precision |");
        lines.add("|---|---:|---:|---:|");
        detectors.keySet().forEach(d -> {
            int mutant = onMutants.getOrDefault(d, 0);
            int answerable = onOriginals.getOrDefault(d, 0);
            lines.add("| " + d + " | " + mutant + " | " + answerable + " | " + percent(share(mutant, mutant + answerable)) + " |");
        });
        return String.join("\n", lines) + "\n";
    }

    private static String line(String kind, Row row, boolean outcome) {
        return "| " + kind + " | " + row.total + " | " + row.abstained + " | " + percent(share(row.abstained, row.total))
                + " | " + (outcome ? percent(share(row.rightOutcome, row.total)) : "–") + " | "
                + String.join(", ", row.firedBy.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList())
                + " |";
    }

    private static double share(int part, int whole) {
        return whole == 0 ? 0 : (double) part / whole;
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }
}
