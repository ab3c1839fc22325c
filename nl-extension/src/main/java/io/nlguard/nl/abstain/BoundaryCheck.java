package io.nlguard.nl.abstain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.boundary.BoundaryDetectors;
import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.boundary.BoundaryQuestion;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.values.ValueMatch;

/**
 * Runs the boundary detectors on a grounded question at the connection's thresholds, and at the lower bar that
 * backs a model's decline (two unsupported words, one reading of a measure word), and lets the re-ask's choices
 * answer its clarifications in order.
 */
public final class BoundaryCheck {

    /**
     * The bar at which the detectors' findings back a model's decline: any one reading of a measure word, but two
     * unsupported words, as refusing needs. One unmatched word is as often a paraphrase the names miss as a missing
     * concept (docs/abstention.md), and an unbacked decline is only asked once more, then honoured: backing it on one
     * word saves a model call when the model is right and refuses an answerable question when it is not (with a model
     * that declines too readily, 120 of 983 answerable questions, docs/abstention-full-path.md).
     */
    private static final BoundaryDetectors LOWER_BAR = new BoundaryDetectors(BoundaryDetectors.MIN_UNSUPPORTED_WORDS, 1);

    private final NlAbstention settings;
    private final BoundaryDetectors detectors;

    public BoundaryCheck(NlAbstention settings) {
        this.settings = settings;
        this.detectors = new BoundaryDetectors(settings.minUnsupportedWords(), settings.minMetricOptions());
    }

    /** The verdict on {@code asked}'s bare question; {@link BoundaryVerdict#OFF} when abstention is off. */
    public BoundaryVerdict check(ReAsk asked, Catalog catalog, SchemaContract contract, Knowledge knowledge,
                                 List<ValueMatch> values) {
        if (!settings.on()) {
            return BoundaryVerdict.OFF;
        }
        BoundaryQuestion question = BoundaryQuestion.of(asked.question(), catalog, contract, knowledge, values);
        List<BoundaryFinding> findings = detectors.findings(question);
        List<BoundaryFinding> standing = new ArrayList<>();
        List<Answered> answered = new ArrayList<>();
        List<String> choices = new ArrayList<>(asked.choices());
        List<String> unmatched = new ArrayList<>();
        for (BoundaryFinding finding : findings) {
            if (finding.outcome() != Outcome.CLARIFY || choices.isEmpty()) {
                standing.add(finding);
                continue;
            }
            String choice = choices.remove(0);
            String answer = answer(finding, choice);
            if (answer == null) {
                unmatched.add(choice);
                standing.add(finding);
            } else {
                answered.add(new Answered(finding, answer));
            }
        }
        unmatched.addAll(choices);
        List<BoundaryFinding> evidence = LOWER_BAR.findings(question).stream()
                .filter(f -> answered.stream().noneMatch(a -> same(a.finding(), f))).toList();
        return new BoundaryVerdict(standing, answered, unmatched, evidence);
    }

    /**
     * What a choice answers: option n for a number n (null when there is no such option), else the option the words
     * name ("by orders.total" names {@code orders.total}), else the words themselves.
     */
    static String answer(BoundaryFinding finding, String choice) {
        if (choice.matches("\\d{1,3}")) {
            int n = Integer.parseInt(choice);
            return n >= 1 && n <= finding.options().size() ? finding.options().get(n - 1) : null;
        }
        String words = choice.toLowerCase(Locale.ROOT).replaceFirst("^by\\s+", "").strip();
        return finding.options().stream().filter(o -> o.equalsIgnoreCase(words)).findFirst().orElse(choice);
    }

    /** The lower bar's finding is the same one the person answered: same detector, same phrase. */
    private static boolean same(BoundaryFinding answered, BoundaryFinding other) {
        return answered.kind().equals(other.kind()) && answered.evidence().equals(other.evidence());
    }
}
