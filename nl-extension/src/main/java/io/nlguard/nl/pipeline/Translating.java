package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.abstain.DeclineJudgement;
import io.nlguard.nl.evaluate.CandidateEvaluator;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.evaluate.TablesUsed;
import io.nlguard.nl.generate.Failures;
import io.nlguard.nl.generate.Generation;
import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.prompt.Prompts;
import io.nlguard.nl.repair.Repair;
import io.nlguard.nl.repair.RepairHints;
import io.nlguard.nl.repair.Repairer;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** One question from the prompt on: generate, evaluate, repair, and the translation or the refusal. */
final class Translating {

    private final NlRequest request;
    private final LlmEngine engine;
    private final CandidateEvaluator evaluator;
    private final Explainer explainer;
    private final StageLog log;
    private final String translator;
    private final CallContext context;
    private final UnaryOperator<Evaluation> review;
    private final Abstaining boundary;

    Translating(NlRequest request, LlmEngine engine, CandidateEvaluator evaluator, Explainer explainer, StageLog log,
            String translator) {
        this(request, engine, evaluator, explainer, log, translator, UnaryOperator.identity(),
                Abstaining.off(request, log, translator));
    }

    /**
     * @param review   what may change the first evaluation's scores and order (the value check)
     * @param boundary what the model's declines are judged against, and what asks back when the results split
     */
    Translating(NlRequest request, LlmEngine engine, CandidateEvaluator evaluator, Explainer explainer, StageLog log,
            String translator, UnaryOperator<Evaluation> review, Abstaining boundary) {
        this.review = review;
        this.boundary = boundary;
        this.request = request;
        this.engine = engine;
        this.evaluator = evaluator;
        this.explainer = explainer;
        this.log = log;
        this.translator = translator;
        this.context = CallContext.of(request.traceId());
    }

    Translation answer(List<ChatMessage> prompt, int k) throws LlmException, NlFailure {
        engine.requireModel(context);
        return answer(prompt, k, false);
    }

    /**
     * The query a prompt gets from one candidate through the same guard and evaluation, without repair: what a
     * clarification's option would run. Empty when the reply declined or its query did not pass.
     */
    Optional<String> firstPassing(List<ChatMessage> prompt) throws LlmException {
        engine.requireModel(context);
        Generation generation = engine.generator().generate(prompt, 1, context);
        if (generation.distinct().isEmpty()) {
            return Optional.empty();
        }
        Evaluation evaluation = evaluator.evaluate(generation.distinct(), request.guard(), explainer,
                request.traceId());
        return evaluation.winner().map(EvaluatedCandidate::checkedSql);
    }

    /** @param challenged whether the prompt is the re-prompt of a decline the detectors found no gap for */
    private Translation answer(List<ChatMessage> prompt, int k, boolean challenged) throws LlmException, NlFailure {
        Generation generation = engine.generator().generate(prompt, k, context);
        log.done(challenged ? "re-prompt" : "generate", k + " replies, " + generation.distinct().size()
                + " distinct queries, " + generation.failed().size() + " without one", generation);
        Declines declined = Declines.of(generation.candidates());
        DeclineJudgement declines = boundary.declines();
        DeclineJudgement.Decision decision = declines.decide(declined.declining(), declined.replies(), challenged);
        switch (decision) {
            case CHALLENGE -> {
                log.done("decline", declined.summary() + ", no boundary evidence: asked again", declined);
                return answer(Prompts.challenge(prompt, declined.text(), declines.matched()), k, true);
            }
            case ACCEPT, HONOUR -> {
                TranslationReport report = report(generation, null, Repair.NONE, null);
                String reason = declined.reason() + declines.backing(decision);
                throw declined.clarify() ? NlFailure.needsClarification(reason, report)
                        : NlFailure.unanswerable(reason, report);
            }
            case PROCEED -> {
                // the replies with SQL go on; the declines among them count as candidates without a query
            }
        }
        Evaluation evaluation = review.apply(evaluator.evaluate(generation.distinct(), request.guard(), explainer,
                request.traceId()));
        log.done("evaluate", evaluation.ranked().stream().filter(EvaluatedCandidate::passes).count() + " of "
                + evaluation.ranked().size() + " pass (guard " + evaluation.guardTook().toMillis() + " ms"
                + (explainer.path().isEmpty() ? "" : ", " + explainer.path()) + " "
                + evaluation.explainTook().toMillis() + " ms, running " + evaluation.runTook().toMillis() + " ms)",
                evaluation);
        Optional<EvaluatedCandidate> winner = evaluation.winner();
        if (winner.isPresent()) {
            boundary.askIfSplit(evaluation, () -> report(generation, evaluation, Repair.NONE, null));
            return translation(winner.get(), k, winner.get().votes(),
                    report(generation, evaluation, Repair.NONE, winner.get()));
        }
        return repaired(prompt, k, generation, evaluation);
    }

    private Translation repaired(List<ChatMessage> prompt, int k, Generation generation, Evaluation evaluation)
            throws LlmException, NlFailure {
        Optional<EvaluatedCandidate> best = evaluation.best();
        String error = best.map(c -> RepairHints.of(c, request.catalog()))
                .orElseGet(() -> generation.failed().isEmpty() ? "no reply held a query"
                        : Failures.of(generation.failed().get(0).extraction()));
        // every first-round reply failed: they count against the repaired answer's agreement
        Repair repair = new Repairer(engine.generator(), evaluator.afterFailures(k)).repair(prompt,
                best.map(EvaluatedCandidate::checkedSql).orElse(null), error, request.settings().repairAttempts(),
                request.guard(), explainer, request.catalog(), context);
        Optional<EvaluatedCandidate> repaired = repair.repaired();
        log.done("repair", repair.rounds().size() + " rounds, " + (repaired.isPresent() ? "repaired" : "failed"),
                repair);
        TranslationReport report = report(generation, evaluation, repair, repaired.orElse(null));
        if (repaired.isPresent()) {
            return translation(repaired.get(), k + repair.rounds().size(), 1, report);
        }
        String lastError = repair.rounds().isEmpty() ? error
                : repair.rounds().get(repair.rounds().size() - 1).outcomeError();
        throw NlFailure.everyCandidateFailed(lastError, bestSql(best, repair), report);
    }

    /** The best query seen: the first round's best, else the last repair that gave a query. */
    private static String bestSql(Optional<EvaluatedCandidate> best, Repair repair) {
        if (best.isPresent()) {
            return best.get().sql();
        }
        for (int i = repair.rounds().size() - 1; i >= 0; i--) {
            if (repair.rounds().get(i).result().isPresent()) {
                return repair.rounds().get(i).result().get().sql();
            }
        }
        return "(none: no reply held a query)";
    }

    private TranslationReport report(Generation generation, Evaluation evaluation, Repair repair,
            EvaluatedCandidate chosen) {
        return new TranslationReport(translator, log.stages(),
                ReportCandidates.of(generation, evaluation, repair, chosen));
    }

    private Translation translation(EvaluatedCandidate winner, int candidates, int agreeing,
            TranslationReport report) {
        String sql = winner.checkedSql();
        return new Translation(sql, evaluator.confidence(winner), TablesUsed.of(sql, request.catalog()),
                candidates, Math.min(agreeing, candidates), request.traceId(), report);
    }
}
