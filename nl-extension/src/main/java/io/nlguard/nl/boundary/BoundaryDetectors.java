package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.values.ValueMatch;

/**
 * The deterministic boundary detectors, run before any SQL is generated, with their thresholds in one place.
 * A question with no finding is answerable as far as the detectors can tell; any finding means abstain.
 */
public final class BoundaryDetectors {

    /**
     * Unsupported content words that reject a question: two. The linker already leaves out values, numbers and verb
     * forms, and {@link AskingWords} the words of comparing and doing, yet one leftover word is still as often a
     * paraphrase the names miss ("nations" for {@code country}) as a missing concept. On the abstention set
     * (docs/abstention.md) one word refuses 11.9% of the answerable questions, two 1.6%, while most questions
     * asking for an absent attribute ("phone numbers", "postal codes") or dimension ("customer segment") still
     * leave two words unmatched.
     */
    public static final int MIN_UNSUPPORTED_WORDS = 2;

    /**
     * Options that make a measure word ambiguous: two (one numeric column and the row count already are two
     * readings of "top"); with fewer there is nothing to choose between.
     */
    public static final int MIN_METRIC_OPTIONS = 2;

    private final List<BoundaryDetector> detectors;

    public BoundaryDetectors() {
        this(MIN_UNSUPPORTED_WORDS, MIN_METRIC_OPTIONS);
    }

    /** With other thresholds than the defaults, for measuring them. */
    public BoundaryDetectors(int minUnsupportedWords, int minMetricOptions) {
        this(List.of(new UnsupportedConcept(minUnsupportedWords), new VagueTime(),
                new AmbiguousMetric(minMetricOptions), new UnspecifiedValue(), new MissingMandatoryFilter()));
    }

    BoundaryDetectors(List<BoundaryDetector> detectors) {
        this.detectors = List.copyOf(detectors);
    }

    /** Every detector's findings, in the detectors' order, without stored values. */
    public List<BoundaryFinding> findings(String question, Catalog catalog, SchemaContract contract, Knowledge knowledge) {
        return findings(question, catalog, contract, knowledge, List.of());
    }

    /**
     * Every detector's findings, in the detectors' order.
     *
     * @param values the stored values the question matches ({@code ValueMatcher}): a word that is a value is supported
     */
    public List<BoundaryFinding> findings(String question, Catalog catalog, SchemaContract contract, Knowledge knowledge,
                                          List<ValueMatch> values) {
        return findings(BoundaryQuestion.of(question, catalog, contract, knowledge, values));
    }

    /** Every detector's findings on a question already read, in the detectors' order. */
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        List<BoundaryFinding> findings = new ArrayList<>();
        detectors.forEach(d -> findings.addAll(d.findings(question)));
        return findings;
    }
}
