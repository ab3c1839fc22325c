package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.generate.DistinctSql;
import io.nlguard.nl.generate.GivenCandidates;
import io.nlguard.nl.select.HandMadeSelector;
import io.nlguard.nl.select.SelectionContext;
import io.nlguard.nl.select.Selector;

import java.sql.Connection;
import java.util.List;

/**
 * Selection of candidates that came from anywhere, as stage 5 selects generated ones
 * ({@link CandidateEvaluator}): the distinct texts judged by the guard, planned and run on the caller's
 * read-only connection, their signals gathered and the selector's best passing one chosen. The order of
 * the candidates carries nothing.
 */
public final class CandidateSelection {

    /** The seed's bound on planning or running one candidate, as on the {@code NL:} path. */
    public static final int TIMEOUT_SECONDS = TargetExplainer.TIMEOUT_SECONDS;

    private final Selector selector;

    public CandidateSelection(Selector selector) {
        this.selector = selector;
    }

    /** The hand-made selector with the bundled calibration. */
    public CandidateSelection() {
        this(new HandMadeSelector());
    }

    /** Plans and runs on {@code connection}, which the caller owns and has made read-only. */
    public SelectedCandidate select(String question, Catalog catalog, List<String> candidates, CandidateCheck check,
            Connection connection) {
        return select(question, catalog, candidates, check, new ConnectionExplainer(connection, TIMEOUT_SECONDS));
    }

    /** Plans and runs with {@code explainer} (e.g. one that remembers what it already ran). */
    public SelectedCandidate select(String question, Catalog catalog, List<String> candidates, CandidateCheck check,
            Explainer explainer) {
        List<DistinctSql> distinct = GivenCandidates.distinct(candidates);
        CandidateEvaluator evaluator = new CandidateEvaluator(selector, true, true, SelectionContext.of(question, catalog));
        Evaluation evaluation = evaluator.evaluate(distinct, check, explainer, "select");
        return evaluation.winner()
                .map(w -> new SelectedCandidate(w.indexes().get(0), evaluator.confidence(w), w.checkedSql(), evaluation))
                .orElseGet(() -> new SelectedCandidate(-1, 0, null, evaluation));
    }
}
