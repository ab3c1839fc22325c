package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.nl.generate.DistinctSql;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 5: the guard, then EXPLAIN of what the guard lets through, then the score table and the ranking.
 * Without the reranker ({@code nlguard.nl.reranker=off}) nothing is scored: the first candidate, in the
 * order generated, that passes the guard and EXPLAIN wins.
 */
public final class CandidateEvaluator {

    private static final Logger LOG = LoggerFactory.getLogger(CandidateEvaluator.class);

    private final boolean rerank;

    /** With the score table and the reranker. */
    public CandidateEvaluator() {
        this(true);
    }

    /** @param rerank {@code nlguard.nl.reranker}: rank by the score table, else by generation order */
    public CandidateEvaluator(boolean rerank) {
        this.rerank = rerank;
    }

    /** Judges and ranks the candidates; the guard's text is what gets planned. */
    public Evaluation evaluate(List<DistinctSql> candidates, CandidateCheck check, Explainer explainer,
            String traceId) {
        long started = System.nanoTime();
        List<GuardJudgement> judgements = candidates.stream()
                .map(candidate -> GuardJudgement.of(candidate.sql(), check)).toList();
        List<String> toPlan = judgements.stream().filter(j -> !j.blocked()).map(GuardJudgement::checkedSql).toList();
        long guarded = System.nanoTime();
        List<ExplainResult> plans = explainer.explain(toPlan);
        long planned = System.nanoTime();
        List<EvaluatedCandidate> evaluated = new ArrayList<>(candidates.size());
        int plan = 0;
        for (int i = 0; i < candidates.size(); i++) {
            DistinctSql candidate = candidates.get(i);
            GuardJudgement guard = judgements.get(i);
            ExplainResult explain = guard.blocked() ? ExplainResult.SKIPPED : plans.get(plan++);
            boolean parses = candidate.extracted().parses();
            evaluated.add(new EvaluatedCandidate(candidate.sql(), candidate.candidates(), parses, guard, explain,
                    rerank ? ScoreTable.score(parses, guard, explain, candidate.votes()) : ScoreTable.UNSCORED));
        }
        evaluated.sort(rerank ? Ranking.BEST_FIRST : Ranking.FIRST_PASSING);
        LOG.debug("[{}] evaluation: {} candidates, {} pass, in {} ms", traceId, evaluated.size(),
                evaluated.stream().filter(EvaluatedCandidate::passes).count(), (System.nanoTime() - started) / 1_000_000);
        return new Evaluation(evaluated, Duration.ofNanos(guarded - started), Duration.ofNanos(planned - guarded));
    }
}
