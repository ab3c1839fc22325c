package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.Translation;
import io.nlguard.nl.abstain.ReAsk;
import io.nlguard.nl.evaluate.CandidateEvaluator;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.evaluate.TargetExplainer;
import io.nlguard.nl.examples.Example;
import io.nlguard.nl.examples.ExampleIndexCache;
import io.nlguard.nl.examples.ExampleSection;
import io.nlguard.nl.examples.FewShot;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.knowledge.KnowledgeFiles;
import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.prompt.PromptSection;
import io.nlguard.nl.prompt.Prompts;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.retrieve.TargetComments;
import io.nlguard.nl.select.HandMadeSelector;
import io.nlguard.nl.select.SelectionContext;
import io.nlguard.nl.select.Selector;
import io.nlguard.nl.values.ValueHints;
import io.nlguard.nl.values.ValueIndexCache;
import io.nlguard.nl.values.ValueLinking;
import io.nlguard.nl.values.ValueMatch;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The natural-language translator: route a large catalog to its modules, link the question's words to
 * values of text columns, retrieve the tables the question is about (BM25, embeddings, those values and
 * foreign keys), with {@code nlguard.nl.linker=evilink} link them anew from the model's SQL hypotheses
 * ({@link EviLinkStage}), ground the question in them (schema contract, table warnings, join paths:
 * {@link SchemaGrounding}), check its boundary ({@link Abstaining}: refuse or ask back before any SQL), prompt
 * (with similar examples when a file of them is set), generate K
 * candidates, extract their SQL, evaluate them with the connection's guard, {@code EXPLAIN} and their
 * results, choose one ({@link io.nlguard.nl.select}), repair when none passes, and answer with it. One instance serves the JVM: the
 * LLM clients are kept per server, model and timeout, the schema indexes per catalog snapshot.
 */
public final class NlPipeline implements NlTranslator {

    public static final String ID = "nlguard-nl";

    private static final int CATALOGS = 16;

    private final LlmEngines engines = new LlmEngines();
    private final TargetComments comments = new TargetComments(CATALOGS);
    private final SchemaIndexCache indexes = new SchemaIndexCache(CATALOGS, comments::of);
    private final KnowledgeFiles knowledge = new KnowledgeFiles();
    private final Retrieval retrieval = new Retrieval(indexes, new SchemaRetriever(indexes, Optional.empty(),
            RetrievalSettings.DEFAULT), engines);
    private final SchemaGrounding grounding = new SchemaGrounding(indexes, RetrievalSettings.DEFAULT.hubCap());
    private final ValueLinking valueLinking = new ValueLinking(new ValueIndexCache(CATALOGS));
    private final FewShot fewShot = new FewShot(new ExampleIndexCache(CATALOGS));
    private final Function<NlRequest, Explainer> explainers;
    private final EviLinkStage eviLink;
    private final Selector selector = new HandMadeSelector();

    /** The translator {@code ServiceLoader} makes: candidates are planned on the request's target. */
    public NlPipeline() {
        this(request -> new TargetExplainer(request.target()));
    }

    /** With another way to plan candidates (tests without a database). */
    public NlPipeline(Function<NlRequest, Explainer> explainers) {
        this.explainers = explainers;
        this.eviLink = new EviLinkStage(engines, indexes, valueLinking, explainers);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Translation translate(NlRequest asked) throws NlFailure {
        NlSettings settings = asked.settings();
        ReAsk reAsk = settings.stages().abstention().on() ? ReAsk.of(asked.question())
                : ReAsk.asWritten(asked.question());
        NlRequest request = asked.withQuestion(reAsk.question()); // the choices reach the prompt, not the stages
        StageLog log = new StageLog(request.traceId());
        comments.read(request); // before the snapshot's index is built with them: once per snapshot
        List<ValueMatch> values = valueLinking.matches(request);
        if (settings.stages().values()) {
            log.done("values", values.size() + " value hints", values);
        }
        Knowledge known = knowledge.of(settings.stages().knowledge()); // read once per file version
        SchemaContext retrieved = retrieval.retrieve(request, databaseName(request), values, known, log);
        SchemaContext schema = settings.stages().linking().evilink()
                ? eviLink.link(request, databaseName(request), retrieved, log) : retrieved;
        List<PromptSection> sections = new ArrayList<>();
        sections.add(ValueHints.section(values));
        Grounding grounded = grounding.ground(request, schema, known, log);
        sections.addAll(grounded.sections());
        String translator = ID + " (" + settings.model() + ")";
        Abstaining boundary = Abstaining.check(request, reAsk, grounded, known, values, log, translator);
        boundary.refuseIfRejected();
        List<Example> examples = fewShot.examples(request);
        if (settings.stages().examples().isPresent()) {
            log.done("examples", examples.size() + " examples", examples);
        }
        sections.add(ExampleSection.of(examples));
        List<ChatMessage> prompt = Prompts.question(schema.mSchema(), request.question(),
                with(sections, boundary.clarification()));
        int k = settings.adaptiveCandidates() ? Difficulty.candidates(request.question(), schema.tables().size())
                : settings.candidates();
        log.done("prompt", Prompts.VERSION + ", K=" + k + (settings.adaptiveCandidates() ? " (auto: difficulty "
                + Difficulty.points(request.question(), schema.tables().size()) + ")" : "") + ", " + examples.size()
                + " examples", prompt);
        Explainer explainer = settings.stages().explain() ? explainers.apply(request) : Explainer.OFF;
        CandidateEvaluator evaluator = new CandidateEvaluator(selector, settings.stages().reranker(),
                settings.stages().executeCandidates(), new SelectionContext(request.question(), request.catalog(),
                        grounded.contract(), grounded.plan()));
        Translating translating = new Translating(request, engines.of(settings), evaluator, explainer, log,
                translator, evaluation -> valueLinking.checked(request, evaluation), boundary);
        try {
            boundary.askIfUnclear(option -> translating.firstPassing(Prompts.question(schema.mSchema(),
                    request.question(), with(sections, option))));
            return translating.answer(prompt, k);
        } catch (LlmException e) {
            throw NlFailure.llmFailed(url(e, settings), e.model() == null ? settings.model() : e.model(),
                    e.failure().label() + (e.serverWords() == null || e.serverWords().isBlank() ? ""
                            : ": " + e.serverWords()), e);
        }
    }

    private static List<PromptSection> with(List<PromptSection> sections, PromptSection last) {
        List<PromptSection> all = new ArrayList<>(sections);
        all.add(last);
        return all;
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
