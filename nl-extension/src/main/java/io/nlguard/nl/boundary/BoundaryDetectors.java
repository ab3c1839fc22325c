package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.knowledge.Knowledge;

/**
 * The deterministic boundary detectors, run before any SQL is generated, with their thresholds in one place.
 * A question with no finding is answerable as far as the detectors can tell; any finding means abstain.
 */
public final class BoundaryDetectors {

    /**
     * Unsupported content words that reject a question. One: the linker already leaves out values (capitalised,
     * numbers), verb forms and words a column kind explains, so a remaining word is a concept; measured on the
     * abstention set (docs/abstention.md), where two words lose most missing-column mutants (each adds one concept).
     */
    public static final int MIN_UNSUPPORTED_WORDS = 1;

    /**
     * Options that make a measure word ambiguous: two (one numeric column and the row count already are two
     * readings of "top"); with fewer there is nothing to choose between.
     */
    public static final int MIN_METRIC_OPTIONS = 2;

    private final List<BoundaryDetector> detectors;

    public BoundaryDetectors() {
        this(List.of(new UnsupportedConcept(MIN_UNSUPPORTED_WORDS), new VagueTime(),
                new AmbiguousMetric(MIN_METRIC_OPTIONS), new MissingMandatoryFilter()));
    }

    BoundaryDetectors(List<BoundaryDetector> detectors) {
        this.detectors = List.copyOf(detectors);
    }

    /** Every detector's findings, in the detectors' order. */
    public List<BoundaryFinding> findings(String question, Catalog catalog, SchemaContract contract, Knowledge knowledge) {
        BoundaryQuestion q = BoundaryQuestion.of(question, catalog, contract, knowledge);
        List<BoundaryFinding> findings = new ArrayList<>();
        detectors.forEach(d -> findings.addAll(d.findings(q)));
        return findings;
    }
}
