package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.nl.generate.DistinctSql;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateRunner;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.HandMadeSelector;
import io.nlguard.nl.select.JudgedCandidate;
import io.nlguard.nl.select.SelectionContext;
import io.nlguard.nl.select.Selection;
import io.nlguard.nl.select.Selector;
import io.nlguard.nl.select.SignalGathering;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 5: the guard, then EXPLAIN of what the guard lets through, then running what the database planned
 * (read-only, capped, with {@code nlguard.nl.execute-candidates}), then the signals of every candidate and
 * the selector's scores: the best passing candidate first. Without the reranker
 * ({@code nlguard.nl.reranker=off}) the scores are kept for the report and the confidence, but the first
 * candidate, in the order generated, that passes wins.
 */
public final class CandidateEvaluator {

    private static final Logger LOG = LoggerFactory.getLogger(CandidateEvaluator.class);

    private final Selector selector;
    private final boolean rerank;
    private final boolean execute;
    private final SelectionContext context;

    /** The hand-made selector, candidates run, nothing known of the question. */
    public CandidateEvaluator() {
        this(true);
    }

    /** @param rerank {@code nlguard.nl.reranker}: rank by the selector, else by generation order */
    public CandidateEvaluator(boolean rerank) {
        this(new HandMadeSelector(), rerank, true, SelectionContext.NONE);
    }

    /**
     * @param execute {@code nlguard.nl.execute-candidates}: run the candidates that pass the guard and EXPLAIN
     * @param context the question, its catalog, contract and join plan
     */
    public CandidateEvaluator(Selector selector, boolean rerank, boolean execute, SelectionContext context) {
        this.selector = selector;
        this.rerank = rerank;
        this.execute = execute;
        this.context = context;
    }

    /** The same evaluator for a repair after {@code votes} candidates failed (they lower its cluster shares). */
    public CandidateEvaluator afterFailures(int votes) {
        return new CandidateEvaluator(selector, rerank, execute, context.afterFailures(votes));
    }

    /** Judges, runs and ranks the candidates; the guard's text is what gets planned and run. */
    public Evaluation evaluate(List<DistinctSql> candidates, CandidateCheck check, Explainer explainer,
            String traceId) {
        long started = System.nanoTime();
        List<GuardJudgement> judgements = candidates.stream()
                .map(candidate -> GuardJudgement.of(candidate.sql(), check)).toList();
        List<String> toPlan = judgements.stream().filter(j -> !j.blocked()).map(GuardJudgement::checkedSql).toList();
        long guarded = System.nanoTime();
        List<ExplainResult> planned = explainer.explain(toPlan);
        List<ExplainResult> plans = new ArrayList<>(candidates.size());
        int plan = 0;
        for (GuardJudgement guard : judgements) {
            plans.add(guard.blocked() ? ExplainResult.SKIPPED : planned.get(plan++));
        }
        long explained = System.nanoTime();
        List<CandidateResult> results = run(judgements, plans, execute ? explainer : CandidateRunner.OFF);
        long ran = System.nanoTime();
        List<JudgedCandidate> judged = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            GuardJudgement guard = judgements.get(i);
            judged.add(new JudgedCandidate(guard.checkedSql(), guard.blocked(), guard.warnings().size(),
                    guard.maxRisk(), guard.meanRisk(), plans.get(i).ok(), plans.get(i).cost(), results.get(i),
                    candidates.get(i).votes()));
        }
        List<CandidateSignals> signals = SignalGathering.of(judged, context);
        Selection selection = selector.select(signals);
        List<EvaluatedCandidate> evaluated = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            DistinctSql candidate = candidates.get(i);
            boolean parses = candidate.extracted().parses();
            evaluated.add(new EvaluatedCandidate(candidate.sql(), candidate.candidates(), parses, judgements.get(i),
                    plans.get(i), results.get(i), signals.get(i), new CandidateScore(100 * selection.scores().get(i),
                    ScoreReasons.of(parses, judgements.get(i), plans.get(i), results.get(i), signals.get(i)))));
        }
        evaluated.sort(rerank ? Ranking.BEST_FIRST : Ranking.FIRST_PASSING);
        LOG.debug("[{}] evaluation: {} candidates, {} pass, in {} ms", traceId, evaluated.size(),
                evaluated.stream().filter(EvaluatedCandidate::passes).count(), (System.nanoTime() - started) / 1_000_000);
        return new Evaluation(evaluated, Duration.ofNanos(guarded - started), Duration.ofNanos(explained - guarded),
                Duration.ofNanos(ran - explained));
    }

    /** The calibrated probability that a chosen candidate is right, from its score (after any later check). */
    public double confidence(EvaluatedCandidate chosen) {
        return selector.calibration().probability(chosen.score().points() / 100);
    }

    /** Runs what the guard let through and the database planned; the rest is not run. */
    private static List<CandidateResult> run(List<GuardJudgement> judgements, List<ExplainResult> plans,
            CandidateRunner runner) {
        List<String> toRun = new ArrayList<>();
        for (int i = 0; i < judgements.size(); i++) {
            if (!judgements.get(i).blocked() && plans.get(i).ok()) {
                toRun.add(judgements.get(i).checkedSql());
            }
        }
        List<CandidateResult> ran = toRun.isEmpty() ? List.of() : runner.run(toRun);
        List<CandidateResult> results = new ArrayList<>(judgements.size());
        int next = 0;
        for (int i = 0; i < judgements.size(); i++) {
            results.add(!judgements.get(i).blocked() && plans.get(i).ok() ? ran.get(next++)
                    : CandidateResult.notRun(judgements.get(i).blocked() ? "not run (blocked)" : "not run (not planned)"));
        }
        return results;
    }
}
