package io.nlguard.nl.repair;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.evaluate.CandidateEvaluator;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.generate.CandidateGenerator;
import io.nlguard.nl.generate.Failures;
import io.nlguard.nl.generate.Generation;
import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.prompt.Prompts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Stage 6. The failed query shown to the model is the guard's text (normalize and autocorrect already
 * applied by {@link CandidateCheck}), so the model fixes what is left; each round asks for one candidate
 * with the base prompt plus the failed attempt and its error with the targeted hints of {@link RepairHints}
 * (SQLSTATE and message, or the guard's finding with its fix hint; the guard's notes; the column whitelist
 * of the tables read), and judges it as stage 5 does.
 */
public final class Repairer {

    private static final Logger LOG = LoggerFactory.getLogger(Repairer.class);

    private final CandidateGenerator generator;
    private final CandidateEvaluator evaluator;

    public Repairer(CandidateGenerator generator, CandidateEvaluator evaluator) {
        this.generator = generator;
        this.evaluator = evaluator;
    }

    /**
     * Up to {@code attempts} rounds, stopping at the first candidate that passes.
     *
     * @param failedSql the best failed candidate's checked SQL, or null when no reply held a query
     * @param error     why it failed
     */
    public Repair repair(List<ChatMessage> base, String failedSql, String error, int attempts, CandidateCheck check,
            Explainer explainer, Catalog catalog, CallContext context) throws LlmException {
        List<RepairRound> rounds = new ArrayList<>();
        String sql = failedSql;
        String why = error;
        for (int attempt = 1; attempt <= attempts; attempt++) {
            long started = System.nanoTime();
            Generation generation = generator.generate(Prompts.repair(base, sql, why), 1, context);
            RepairRound round;
            if (generation.distinct().isEmpty()) {
                round = new RepairRound(sql, why, Optional.empty(),
                        Failures.of(generation.candidates().get(0).extraction()));
            } else {
                EvaluatedCandidate result = evaluator.evaluate(generation.distinct(), check, explainer,
                        context.traceId()).ranked().get(0);
                round = new RepairRound(sql, why, Optional.of(result), "");
                sql = result.checkedSql();
            }
            rounds.add(round);
            LOG.debug("[{}] repair {} of {}: {} in {} ms", context.traceId(), attempt, attempts,
                    round.succeeded() ? "passes" : round.outcomeError(), (System.nanoTime() - started) / 1_000_000);
            if (round.succeeded()) {
                break;
            }
            why = round.result().map(r -> RepairHints.of(r, catalog)).orElse(round.failure());
        }
        return new Repair(rounds);
    }
}
