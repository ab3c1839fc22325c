package io.nlguard.cli.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import io.nlguard.cli.selection.SplitQuestion;
import io.nlguard.nl.boundary.Disagreement;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus disagreement}: the disagreement detector's thresholds measured on the signals file of
 * {@code corpus selection} (the published systems' Spider dev predictions as candidates): per setting, the share of
 * questions flagged and selection's accuracy on the flagged and on the answered ones.
 */
@Command(
        name = "disagreement",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure the disagreement detector's thresholds on a signals file of 'corpus selection --signals'.",
            "",
            "Per setting: the questions whose candidates' results split into readings of similar support,",
            "selection's accuracy on them and on the rest (a risk-coverage table), and the default argued."
        })
public final class DisagreementCommand implements Callable<Integer> {

    /** Flagged questions should be ones selection gets wrong more often than right. */
    static final double MOSTLY_WRONG = 0.5;

    @Spec
    CommandSpec spec;

    @Option(names = "--signals", required = true, paramLabel = "FILE.jsonl",
            description = "The signals file written by corpus selection --signals (with clusters, results and choices).")
    Path signals;

    @Option(names = "--out", paramLabel = "FILE.md", description = "Also write the Markdown to this file.")
    Path out;

    @Override
    public Integer call() {
        return CorpusExits.run("nlguard corpus disagreement", spec.commandLine().getErr(), this::work);
    }

    private void work() throws IOException {
        List<SplitQuestion> questions = SplitQuestion.read(signals);
        if (questions.isEmpty()) {
            throw new IllegalArgumentException(signals + " has no questions");
        }
        Map<String, List<SplitQuestion>> bySet = new LinkedHashMap<>();
        questions.forEach(q -> bySet.computeIfAbsent(q.set(), s -> new ArrayList<>()).add(q));
        String md = markdown(questions, bySet);
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        if (out != null) {
            Files.writeString(out, md, StandardCharsets.UTF_8);
        }
    }

    /**
     * The widest setting whose flagged questions selection gets mostly wrong in every set: of those, the one that
     * flags the most questions of all sets; equal counts go to the first listed (the narrower).
     */
    static Optional<DisagreementTable.Setting> widestMostlyWrong(Map<String, List<SplitQuestion>> bySet) {
        List<SplitQuestion> all = bySet.values().stream().flatMap(List::stream).toList();
        DisagreementTable.Setting widest = null;
        int most = -1;
        for (DisagreementTable.Setting s : DisagreementTable.SETTINGS) {
            boolean mostlyWrong = bySet.values().stream().map(qs -> DisagreementTable.Figures.of(qs, s))
                    .allMatch(f -> f.flaggedRight() < MOSTLY_WRONG * f.flagged() || f.flagged() == 0);
            int flagged = DisagreementTable.Figures.of(all, s).flagged();
            if (mostlyWrong && flagged > most) {
                widest = s;
                most = flagged;
            }
        }
        return Optional.ofNullable(widest);
    }

    /** What the next wider setting adds to the shipped one: how often selection is right on what it adds. */
    static String wider(List<SplitQuestion> questions, DisagreementTable.Setting shipped) {
        List<DisagreementTable.Setting> settings = DisagreementTable.SETTINGS;
        for (int i = settings.indexOf(shipped) + 1; i > 0 && i < settings.size(); i++) {
            DisagreementTable.Setting next = settings.get(i);
            if (next.lead() >= shipped.lead() && next.margin() >= shipped.margin()) {
                DisagreementTable.Figures narrow = DisagreementTable.Figures.of(questions, shipped);
                DisagreementTable.Figures wide = DisagreementTable.Figures.of(questions, next);
                int added = wide.flagged() - narrow.flagged();
                int right = wide.flaggedRight() - narrow.flaggedRight();
                return "The next wider setting, " + next.label() + ", adds " + added + (added == 1 ? " question" : " questions")
                        + ", of which selection gets " + right + " right (" + Markdown.share(right, added) + "): past the default, a"
                        + " clarification would replace about as many right answers as wrong ones, or more.";
            }
        }
        return "";
    }

    private String markdown(List<SplitQuestion> questions, Map<String, List<SplitQuestion>> bySet) {
        DisagreementTable.Setting shipped = new DisagreementTable.Setting(Disagreement.MAX_LEAD_SHARE, Disagreement.MAX_MARGIN);
        DisagreementTable.Figures f = DisagreementTable.Figures.of(questions, shipped);
        StringBuilder md = new StringBuilder("# Disagreement: candidates whose results split\n\n");
        md.append("Regenerate with `mvn -B -q -DskipTests package`, the signals file of `nlguard corpus selection` (as in"
                + " docs/selection.md: `java -jar cli/target/nlguard.jar corpus selection --set prompting,finetuned,mixed"
                + " --model bird-only/model.txt --block-threshold 1.01 --signals target/selection-signals.jsonl`), then"
                + " `java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", spec.commandLine().getParseResult().originalArgs())).append("`.\n\n");
        md.append("The figures are computed from the signals file alone: each question's candidates (best ranked first)"
                + " with their result cluster, votes, whether they pass and how running them ended, the selection's"
                + " choice and each candidate's label (its result equals the gold's; selection never saw it). The"
                + " detector (`Disagreement`, package `io.nlguard.nl.boundary`) counts as readings the result clusters"
                + " of candidates that pass and returned rows or none; a reading's support is its candidates' votes"
                + " (systems that wrote that SQL); failures, timeouts and blocked candidates are no reading. It flags a"
                + " question when there are two readings or more, the leading one holds at most the *lead* share of the"
                + " readings' votes and the runner-up trails it by at most the *margin*. A flagged question would get a"
                + " clarification (42NL1) with the leading readings as options instead of the selection's answer: the"
                + " table's \"right on answered\" is selection's accuracy on the questions left, \"coverage\" their"
                + " share. A question without a passing candidate counts as answered wrong, as in docs/selection.md."
                + " \"Right reading among the options\": some candidate of the " + Disagreement.MAX_OPTIONS
                + " leading readings is right, so the user could pick the right answer.\n\n");
        md.append(String.format(Locale.ROOT, "%d (set, question) pairs: ", questions.size()));
        bySet.forEach((set, qs) -> md.append(set).append(' ').append(qs.size()).append(", "));
        md.setLength(md.length() - 2);
        md.append(".\n\n## All sets together\n\n").append(DisagreementTable.pooled(questions, shipped))
                .append("\n## Per set\n\n").append(DisagreementTable.perSet(bySet, shipped)).append('\n');
        md.append("## The default\n\n");
        md.append(String.format(Locale.ROOT, "`Disagreement.MAX_LEAD_SHARE` = %.2f, `MAX_MARGIN` = %.2f: the leading"
                        + " reading holds at most that share of the readings' votes and the runner-up trails it by at"
                        + " most that margin (with 0.50 and 0.20: splits such as 2 / 2, 1 / 1, 2 / 2 / 1, 2 / 1 / 1 / 1,"
                        + " 1 / 1 / 1, but not 2 / 1 / 1 or 3 / 2). It flags %s of the questions; selection is right"
                        + " on %s of them, against %s on the questions it leaves; answering only those raises accuracy"
                        + " from %s to %s at %s coverage, and the right reading is among the options of %s of the"
                        + " flagged ones.%n%n",
                Disagreement.MAX_LEAD_SHARE, Disagreement.MAX_MARGIN, Markdown.share(f.flagged(), f.questions()),
                Markdown.share(f.flaggedRight(), f.flagged()), Markdown.share(f.answeredRight(), f.answered()), f.all(),
                Markdown.share(f.answeredRight(), f.answered()), Markdown.share(f.answered(), f.questions()),
                Markdown.share(f.offered(), f.flagged())));
        md.append("The rule: flag where selection is mostly wrong, that is, the widest setting (flagging the most"
                + " questions) whose flagged questions selection gets right less than half of the time in every set, so"
                + " that a clarification replaces more wrong answers than right ones. ");
        Optional<DisagreementTable.Setting> rule = widestMostlyWrong(bySet);
        md.append(rule.map(s -> "On these figures the rule picks " + s.label() + (s.equals(shipped)
                        ? ", the shipped default."
                        : "; the shipped default is " + shipped.label() + ": measure again before changing it."))
                .orElse("On these figures no setting meets it."));
        md.append(" ").append(wider(questions, shipped)).append("\n\n");
        md.append("Caveats: the candidates are 4 or 5 published systems' predictions, not samples of one model, so"
                + " the shares are coarse and the systems' errors are more independent than one model's samples"
                + " would be; the threshold is chosen on the same questions it is measured on (there are few"
                + " settings to choose from, but no held-out split); and the clusters compare results on the Spider"
                + " dev databases' rows, where two different queries can agree by chance on small tables.\n");
        return md.toString();
    }
}
