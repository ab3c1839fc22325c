package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.evaluate.CandidateEvaluator;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.evaluate.TargetExplainer;
import io.nlguard.nl.generate.Failures;
import io.nlguard.nl.generate.Generation;
import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.prompt.Prompts;
import io.nlguard.nl.repair.Repair;
import io.nlguard.nl.repair.Repairer;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The natural-language translator: retrieve the tables the question is about (BM25 and foreign keys),
 * prompt, generate K candidates, extract their SQL, evaluate them with the connection's guard and
 * {@code EXPLAIN}, repair when none passes, and answer with the best. One instance serves the JVM: the
 * LLM clients are kept per server, model and timeout, the schema indexes per catalog snapshot.
 */
public final class NlPipeline implements NlTranslator {

    public static final String ID = "nlguard-nl";

    private static final int CATALOGS = 16;

    private final LlmEngines engines = new LlmEngines();
    private final SchemaRetriever retriever = new SchemaRetriever(new SchemaIndexCache(CATALOGS), Optional.empty(),
            RetrievalSettings.DEFAULT);
    private final CandidateEvaluator evaluator = new CandidateEvaluator();
    private final Function<NlRequest, Explainer> explainers;

    /** The translator {@code ServiceLoader} makes: candidates are planned on the request's target. */
    public NlPipeline() {
        this(request -> new TargetExplainer(request.target()));
    }

    /** With another way to plan candidates (tests without a database). */
    public NlPipeline(Function<NlRequest, Explainer> explainers) {
        this.explainers = explainers;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Translation translate(NlRequest request) throws NlFailure {
        NlSettings settings = request.settings();
        StageLog log = new StageLog(request.traceId());
        String translator = ID + " (" + settings.model() + ")";
        SchemaContext schema = retriever.retrieve(request.catalog(), databaseName(request), request.question());
        log.done("retrieve", schema.tables().size() + " tables, " + schema.tokens() + " tokens", schema);
        List<ChatMessage> prompt = Prompts.question(schema.mSchema(), request.question());
        int k = settings.adaptiveCandidates() ? Difficulty.candidates(request.question(), schema.tables().size())
                : settings.candidates();
        log.done("prompt", Prompts.VERSION + ", K=" + k + (settings.adaptiveCandidates() ? " (auto: difficulty "
                + Difficulty.points(request.question(), schema.tables().size()) + ")" : ""), prompt);
        LlmEngine engine = engines.of(settings);
        CallContext context = CallContext.of(request.traceId());
        Explainer explainer = explainers.apply(request);
        try {
            engine.requireModel(context);
            Generation generation = engine.generator().generate(prompt, k, context);
            log.done("generate", k + " replies, " + generation.distinct().size() + " distinct queries, "
                    + generation.failed().size() + " without one", generation);
            Optional<Declines> declines = Declines.of(generation.candidates());
            if (declines.isPresent()) {
                TranslationReport report = new TranslationReport(translator, log.stages(),
                        ReportCandidates.of(generation, null, Repair.NONE, null));
                throw declines.get().clarify() ? NlFailure.needsClarification(declines.get().reason(), report)
                        : NlFailure.unanswerable(declines.get().reason(), report);
            }
            Evaluation evaluation = evaluator.evaluate(generation.distinct(), request.guard(), explainer,
                    request.traceId());
            log.done("evaluate", evaluation.ranked().stream().filter(EvaluatedCandidate::passes).count() + " of "
                    + evaluation.ranked().size() + " pass", evaluation);
            Optional<EvaluatedCandidate> winner = evaluation.winner();
            if (winner.isPresent()) {
                TranslationReport report = new TranslationReport(translator, log.stages(),
                        ReportCandidates.of(generation, evaluation, Repair.NONE, winner.get()));
                return translation(request, winner.get(), k, winner.get().votes(), report);
            }
            return repaired(request, generation, evaluation, prompt, k, engine, explainer, log, translator, context);
        } catch (LlmException e) {
            throw NlFailure.llmFailed(url(e, settings), e.model() == null ? settings.model() : e.model(),
                    e.failure().label() + (e.serverWords() == null || e.serverWords().isBlank() ? ""
                            : ": " + e.serverWords()), e);
        }
    }

    private Translation repaired(NlRequest request, Generation generation, Evaluation evaluation,
            List<ChatMessage> prompt, int k, LlmEngine engine, Explainer explainer, StageLog log, String translator,
            CallContext context) throws LlmException, NlFailure {
        Optional<EvaluatedCandidate> best = evaluation.best();
        String failedSql = best.map(EvaluatedCandidate::checkedSql).orElse(null);
        String error = best.map(EvaluatedCandidate::error)
                .orElseGet(() -> generation.failed().isEmpty() ? "no reply held a query"
                        : Failures.of(generation.failed().get(0).extraction()));
        Repair repair = new Repairer(engine.generator(), evaluator).repair(prompt, failedSql, error,
                request.settings().repairAttempts(), request.guard(), explainer, context);
        Optional<EvaluatedCandidate> repaired = repair.repaired();
        log.done("repair", repair.rounds().size() + " rounds, " + (repaired.isPresent() ? "repaired" : "failed"),
                repair);
        TranslationReport report = new TranslationReport(translator, log.stages(),
                ReportCandidates.of(generation, evaluation, repair, repaired.orElse(null)));
        if (repaired.isPresent()) {
            return translation(request, repaired.get(), k + repair.rounds().size(), 1, report);
        }
        String lastError = repair.rounds().isEmpty() ? error : repair.rounds().get(repair.rounds().size() - 1)
                .outcomeError();
        String bestSql = bestSql(best, repair);
        throw NlFailure.everyCandidateFailed(lastError, bestSql, report);
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

    private static Translation translation(NlRequest request, EvaluatedCandidate winner, int candidates, int agreeing,
            TranslationReport report) {
        String sql = winner.checkedSql();
        return new Translation(sql, Confidence.of(winner, agreeing, candidates), TablesUsed.of(sql, request.catalog()),
                candidates, Math.min(agreeing, candidates), request.traceId(), report);
    }

    private static String databaseName(NlRequest request) {
        List<String> path = request.catalog().searchPath();
        return path.isEmpty() ? "database" : path.get(0);
    }

    private static URI url(LlmException e, NlSettings settings) {
        try {
            return e.url() == null ? settings.ollamaUrl() : URI.create(e.url());
        } catch (IllegalArgumentException notAUri) {
            return settings.ollamaUrl();
        }
    }
}
