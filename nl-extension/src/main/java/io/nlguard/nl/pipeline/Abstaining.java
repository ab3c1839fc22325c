package io.nlguard.nl.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.abstain.AbstentionText;
import io.nlguard.nl.abstain.Answered;
import io.nlguard.nl.abstain.BoundaryCheck;
import io.nlguard.nl.abstain.BoundaryVerdict;
import io.nlguard.nl.abstain.DeclineJudgement;
import io.nlguard.nl.abstain.MatchedItems;
import io.nlguard.nl.abstain.OptionSql;
import io.nlguard.nl.abstain.ReAsk;
import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.Disagreement;
import io.nlguard.nl.boundary.DisagreementFinding;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.prompt.PromptSection;
import io.nlguard.nl.values.ValueMatch;

/**
 * The boundary step between grounding and generation ({@code boundary} in the report): the detectors' verdict on
 * the question after the person's choices, the {@code 42NL2} when something rejects it, the {@code 42NL1} with
 * each option's SQL when something is still to choose, and what a model's decline is judged against.
 */
final class Abstaining {

    /** Options whose SQL is generated for a clarification: one model call each, so few. */
    static final int OPTIONS_WITH_SQL = 3;

    /** What generating a question with an extra prompt section gives: the winning query, if any passed. */
    @FunctionalInterface
    interface OptionRun {
        Optional<String> sql(PromptSection clarification) throws LlmException;
    }

    private final NlRequest request;
    private final ReAsk asked;
    private final BoundaryVerdict verdict;
    private final DeclineJudgement declines;
    private final StageLog log;
    private final String translator;
    private final Disagreement disagreement = new Disagreement();

    private Abstaining(NlRequest request, ReAsk asked, BoundaryVerdict verdict, DeclineJudgement declines,
                       StageLog log, String translator) {
        this.request = request;
        this.asked = asked;
        this.verdict = verdict;
        this.declines = declines;
        this.log = log;
        this.translator = translator;
    }

    /** No boundary step: nothing refused, nothing asked back, declines taken as the model gives them. */
    static Abstaining off(NlRequest request, StageLog log, String translator) {
        return new Abstaining(request, ReAsk.asWritten(request.question()), BoundaryVerdict.OFF,
                DeclineJudgement.OFF, log, translator);
    }

    /** Runs the detectors (when {@code nlguard.nl.abstain} is on) and logs the {@code boundary} stage. */
    static Abstaining check(NlRequest request, ReAsk asked, Grounding grounded, Knowledge known,
                            List<ValueMatch> values, StageLog log, String translator) {
        if (!request.settings().stages().abstention().on()) {
            return off(request, log, translator);
        }
        BoundaryVerdict verdict = new BoundaryCheck(request.settings().stages().abstention())
                .check(asked, request.catalog(), grounded.contract(), known, values);
        log.done("boundary", verdict.summary(), verdict);
        return new Abstaining(request, asked, verdict,
                new DeclineJudgement(true, verdict.evidence(), MatchedItems.of(grounded.contract(), values)), log,
                translator);
    }

    /** {@code 42NL2} when a standing finding rejects the question: what the schema lacks, with the evidence. */
    void refuseIfRejected() throws NlFailure {
        if (!verdict.rejections().isEmpty()) {
            throw NlFailure.unanswerable(AbstentionText.rejection(verdict), report());
        }
    }

    /**
     * {@code 42NL1} when a clarification still stands: its question and options, the first few each with the SQL it
     * would run (the question generated with that option chosen, one candidate, the same guard; never run here).
     */
    void askIfUnclear(OptionRun run) throws NlFailure, LlmException {
        Optional<BoundaryFinding> clarification = verdict.clarification();
        if (clarification.isEmpty()) {
            return;
        }
        List<OptionSql> options = new ArrayList<>();
        for (String option : clarification.get().options().stream().limit(OPTIONS_WITH_SQL).toList()) {
            List<Answered> answers = new ArrayList<>(verdict.answered());
            answers.add(new Answered(clarification.get(), option));
            options.add(new OptionSql(option, run.sql(BoundaryVerdict.section(answers))));
        }
        log.done("boundary-options", options.size() + " options with SQL", options);
        throw NlFailure.needsClarification(AbstentionText.clarification(verdict, asked, options), report());
    }

    /**
     * {@code 42NL1} when the candidates' results split into readings of similar support ({@link Disagreement}): the
     * readings with their SQL. Stands down when abstention is off or the person already answered with a choice (a
     * re-asked question is not asked back again).
     *
     * @param report the report of the round, made only when it asks
     */
    void askIfSplit(Evaluation evaluation, Supplier<TranslationReport> report) throws NlFailure {
        if (!request.settings().stages().abstention().on() || !asked.choices().isEmpty()) {
            return;
        }
        Optional<DisagreementFinding> split = disagreement.finding(evaluation);
        if (split.isPresent()) {
            log.done(Disagreement.KIND, split.get().finding().evidence(), split.get());
            throw NlFailure.needsClarification(AbstentionText.disagreement(split.get(), asked), report.get());
        }
    }

    /** The prompt's section of the person's answers (empty when none). */
    PromptSection clarification() {
        return verdict.section();
    }

    DeclineJudgement declines() {
        return declines;
    }

    private TranslationReport report() {
        return new TranslationReport(translator, log.stages(), List.of());
    }
}
