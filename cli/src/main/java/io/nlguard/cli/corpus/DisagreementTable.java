package io.nlguard.cli.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.cli.selection.SplitQuestion;
import io.nlguard.nl.boundary.Disagreement;

/**
 * The disagreement detector's thresholds against selection accuracy: per setting, how many questions it flags,
 * how often selection was right on the flagged and on the rest, and how often the right reading is among the
 * options it would offer.
 */
final class DisagreementTable {

    /** Thresholds of the detector: the lead's largest share and the runner-up's largest distance from it. */
    record Setting(double lead, double margin) {

        String label() {
            return lead >= 1 && margin >= 1 ? "any split (2+ readings)"
                    : String.format(Locale.ROOT, "lead ≤ %.2f, margin ≤ %.2f", lead, margin);
        }

        boolean flags(SplitQuestion q) {
            return new Disagreement(lead, margin).flags(q.split());
        }
    }

    /**
     * The settings measured, from the narrowest to the widest. With 4 or 5 candidates the shares are coarse (a lead
     * of 1/4, 1/3, 2/5, 1/2, 3/5, 2/3, 3/4...), so these are the settings that differ.
     */
    static final List<Setting> SETTINGS = List.of(new Setting(1.0 / 3, 0), new Setting(0.4, 0.2), new Setting(0.5, 0),
            new Setting(0.5, 0.2), new Setting(0.5, 0.25), new Setting(0.6, 0.2), new Setting(0.6, 0.25),
            new Setting(2.0 / 3, 1.0 / 3), new Setting(0.75, 0.5), new Setting(1, 1));

    /** The figures of one setting on some questions. */
    record Figures(int questions, int flagged, int flaggedRight, int answeredRight, int offered) {

        static Figures of(List<SplitQuestion> questions, Setting setting) {
            int flagged = 0;
            int flaggedRight = 0;
            int answeredRight = 0;
            int offered = 0;
            for (SplitQuestion q : questions) {
                if (setting.flags(q)) {
                    flagged++;
                    flaggedRight += q.chosenRight() ? 1 : 0;
                    offered += q.rightOffered(Disagreement.MAX_OPTIONS) ? 1 : 0;
                } else {
                    answeredRight += q.chosenRight() ? 1 : 0;
                }
            }
            return new Figures(questions.size(), flagged, flaggedRight, answeredRight, offered);
        }

        int answered() {
            return questions - flagged;
        }

        /** Selection's accuracy answering every question. */
        String all() {
            return Markdown.share(flaggedRight + answeredRight, questions);
        }
    }

    private DisagreementTable() {
    }

    /** Every setting on all sets' questions together, with the risk–coverage columns. */
    static String pooled(List<SplitQuestion> questions, Setting chosen) {
        List<List<String>> rows = new ArrayList<>();
        Figures none = Figures.of(questions, new Setting(0, 0));
        rows.add(List.of("none (answer all)", "0", "–", Markdown.share(none.answeredRight(), none.questions()), "100.0%",
                "–"));
        for (Setting s : SETTINGS) {
            Figures f = Figures.of(questions, s);
            rows.add(bold(s.equals(chosen), List.of(s.label() + (s.equals(chosen) ? " (default)" : ""),
                    Markdown.countAndShare(f.flagged(), f.questions()), Markdown.share(f.flaggedRight(), f.flagged()),
                    Markdown.share(f.answeredRight(), f.answered()), Markdown.share(f.answered(), f.questions()),
                    Markdown.share(f.offered(), f.flagged()))));
        }
        return Markdown.table(List.of("setting", "flagged", "selection right on flagged",
                "right on answered (flagged abstain)", "coverage", "right reading among the options"), rows);
    }

    /** Per set: flagged share · accuracy on flagged · accuracy on answered. */
    static String perSet(Map<String, List<SplitQuestion>> bySet, Setting chosen) {
        List<String> headers = new ArrayList<>(List.of("setting"));
        bySet.forEach((set, questions) -> headers.add(set + " (" + questions.size() + "): flagged · right on flagged · on answered"));
        List<List<String>> rows = new ArrayList<>();
        for (Setting s : SETTINGS) {
            List<String> row = new ArrayList<>(List.of(s.label() + (s.equals(chosen) ? " (default)" : "")));
            bySet.values().forEach(questions -> {
                Figures f = Figures.of(questions, s);
                row.add(Markdown.share(f.flagged(), f.questions()) + " · " + Markdown.share(f.flaggedRight(), f.flagged())
                        + " · " + Markdown.share(f.answeredRight(), f.answered()));
            });
            rows.add(bold(s.equals(chosen), row));
        }
        return Markdown.table(headers, rows);
    }

    private static List<String> bold(boolean on, List<String> cells) {
        return on ? cells.stream().map(c -> "**" + c + "**").toList() : cells;
    }
}
