package io.nlguard.nl.pipeline;

import java.util.function.Function;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.evilink.AgentChat;
import io.nlguard.nl.evilink.EviLinkLinker;
import io.nlguard.nl.evilink.EviLinking;
import io.nlguard.nl.evilink.TargetTools;
import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.nl.llm.Sampling;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.values.ValueLinking;

/**
 * The {@code evilink} stage of {@code nlguard.nl.linker=evilink}: the multi-hypothesis linker's schema in
 * place of retrieval's, logged with its hypotheses, buckets, agent turns and tokens. When the model cannot
 * be asked, the stage says so and the question goes on with retrieval's schema (generation then meets the
 * same server and reports its failure).
 */
final class EviLinkStage {

    /** Hypotheses differ by instruction; a little temperature helps them differ in structure too. */
    private static final Sampling HYPOTHESES = Sampling.of(0.3, 42);
    private static final Sampling AGENT = Sampling.of(0, 42);

    private final LlmEngines engines;
    private final SchemaIndexCache indexes;
    private final ValueLinking values;
    private final Function<NlRequest, Explainer> explainers;

    EviLinkStage(LlmEngines engines, SchemaIndexCache indexes, ValueLinking values,
            Function<NlRequest, Explainer> explainers) {
        this.engines = engines;
        this.indexes = indexes;
        this.values = values;
        this.explainers = explainers;
    }

    SchemaContext link(NlRequest request, String dbId, SchemaContext retrieved, StageLog log) {
        OllamaClient client = engines.of(request.settings()).client();
        CallContext context = CallContext.of(request.traceId());
        AgentChat chat = (messages, json) -> client.chat(messages, json ? AGENT : HYPOTHESES, context,
                json ? "json" : null);
        Explainer explainer = request.settings().stages().explain() ? explainers.apply(request) : Explainer.OFF;
        try (TargetTools tools = new TargetTools(request, explainer)) {
            EviLinking linking = new EviLinkLinker(chat, tools, indexes.comments(request.catalog()),
                    (table, column) -> values.valuesOf(request, table, column))
                    .link(request.question(), request.catalog(), dbId, retrieved, request.settings().stages().linking());
            log.done("evilink", linking.summary(), linking);
            return linking.context();
        } catch (LlmException e) {
            log.done("evilink", "not linked (" + e.failure().label() + "); retrieval's schema kept", e.getMessage());
            return retrieved;
        }
    }
}
