package io.nlguard.cli.corpus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

import io.nlguard.model.calibrate.PlattScaling;
import io.nlguard.model.select.OutOfFoldSelection;
import io.nlguard.model.select.SelectorComparison;

/** The Markdown of {@code corpus learned-selector}: the objectives tried, the kept one's table, its gains. */
final class LearnedSelectorReport {

    private LearnedSelectorReport() {
    }

    /** One line per objective: its pooled out-of-fold accuracy. */
    static String objectives(List<OutOfFoldSelection> tried) {
        List<List<String>> rows = new ArrayList<>();
        for (OutOfFoldSelection oof : tried) {
            SelectorComparison pooled = pooled(oof);
            rows.add(List.of(oof.parameters().describe(), percent(pooled.learned()), percent(pooled.hand()),
                    difference(pooled)));
        }
        return Markdown.table(List.of("objective and setting", "learned (pooled)", "hand-made (pooled)",
                "learned − hand-made [95%]"), rows);
    }

    /** Per candidate set and pooled: hand-made, learned, oracle, the difference and its interval. */
    static String comparison(OutOfFoldSelection kept) {
        List<List<String>> rows = new ArrayList<>();
        for (SelectorComparison c : SelectorComparison.of(kept.outcomes())) {
            rows.add(List.of(c.set(), Integer.toString(c.questions()), percent(c.hand()), percent(c.learned()),
                    percent(c.oracle()), difference(c), c.learnedOnly() + " / " + c.handOnly()));
        }
        return Markdown.table(List.of("set", "questions", "hand-made", "learned", "oracle",
                "learned − hand-made [95%]", "right only by learned / hand-made"), rows);
    }

    /** Each feature's share of the folds' summed gain, largest first; features never split on left out. */
    static String gains(OutOfFoldSelection kept, List<String> names) {
        double total = java.util.Arrays.stream(kept.gains()).sum();
        List<List<String>> rows = IntStream.range(0, names.size()).filter(i -> kept.gains()[i] > 0).boxed()
                .sorted(Comparator.comparingDouble(i -> -kept.gains()[i]))
                .map(i -> List.of(names.get(i), String.format(Locale.ROOT, "%.1f%%", 100 * kept.gains()[i] / total)))
                .toList();
        return Markdown.table(List.of("feature", "share of gain"), rows);
    }

    /** Whether the pooled interval says the learned selector is better, worse, or neither. */
    static String verdict(SelectorComparison pooled) {
        if (pooled.interval().low() > 0) {
            return "Pooled, the learned selector is better than the hand-made one out of fold (the interval is above 0).\n";
        }
        String which = pooled.interval().high() < 0 ? "worse than the hand-made one out of fold (the interval is below 0)"
                : "not shown better than the hand-made one out of fold (the interval holds 0)";
        return "Pooled, the learned selector is " + which + ": the hand-made selector stays the default, the learned"
                + " one a library class (`io.nlguard.nl.select.LearnedSelector`).\n";
    }

    static String calibration(PlattScaling platt) {
        return String.format(Locale.ROOT, "Confidence: Platt scaling of the sigmoid of the chosen candidate's"
                + " out-of-fold score, p = 1 / (1 + exp(-(%.4f s %+.4f))).%n", platt.a(), platt.b());
    }

    static SelectorComparison pooled(OutOfFoldSelection oof) {
        List<SelectorComparison> rows = SelectorComparison.of(oof.outcomes());
        return rows.get(rows.size() - 1);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    private static String difference(SelectorComparison c) {
        return String.format(Locale.ROOT, "%+.1f [%+.1f, %+.1f]", 100 * c.difference(), 100 * c.interval().low(),
                100 * c.interval().high());
    }
}
