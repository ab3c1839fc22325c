package io.nlguard.nl.pipeline;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.nlguard.nl.contract.Keyphrases;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.retrieve.LocalEmbeddingModel;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaEmbeddings;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.retrieve.VectorRanker;
import io.nlguard.nl.route.ModuleRouter;
import io.nlguard.nl.route.Routing;
import io.nlguard.nl.values.ValueHints;
import io.nlguard.nl.values.ValueMatch;

/**
 * Stages 1 and 2 of one question: route a large catalog to its modules ({@code nlguard.nl.routing}),
 * then retrieve the schema context from their tables, with the embeddings {@code nlguard.nl.embeddings}
 * names fused into the ranking. Each is a stage of the report; an embedding model that cannot answer
 * is a note there, and the question goes on with BM25 (and keywords) alone.
 */
final class Retrieval {

    private final SchemaIndexCache indexes;
    private final SchemaRetriever retriever;
    private final ModuleRouter router;
    private final LlmEngines engines;
    private volatile SchemaEmbeddings local;

    Retrieval(SchemaIndexCache indexes, SchemaRetriever retriever, LlmEngines engines) {
        this.indexes = indexes;
        this.retriever = retriever;
        this.router = new ModuleRouter();
        this.engines = engines;
    }

    /**
     * @param values the question's words found among the values of text columns
     * @param known  the knowledge file, whose modules routing uses (none: a catalog's schemas are its modules),
     *               and whose synonyms add the names they stand for to what retrieval looks for
     */
    SchemaContext retrieve(NlRequest request, String dbId, List<ValueMatch> values, Knowledge known, StageLog log) {
        Optional<SchemaEmbeddings> embeddings = embeddings(request.settings());
        Set<Table> among = Set.of();
        if (request.settings().stages().routes(request.catalog().tables().size())) {
            Routing routing = router.route(request.catalog(),
                    known.modules(), request.question(), embeddings);
            log.done("route", routing.summary(), routing);
            among = routing.tables();
        }
        SchemaContext schema = retriever.withEmbeddings(embeddings.map(e -> new VectorRanker(e, indexes::comments)))
                .retrieve(request.catalog(), dbId, withSynonymNames(request.question(), known), among,
                        ValueHints.columns(values));
        List<String> notes = schema.notes();
        log.done("retrieve", schema.tables().size() + " tables, " + schema.tokens() + " tokens"
                + (values.isEmpty() ? "" : ", " + ValueHints.columns(values).size() + " value columns")
                + (embeddings.isPresent() && notes.isEmpty() ? ", with embeddings (" + embeddings.get().modelName() + ")" : "")
                + (notes.isEmpty() ? "" : "; " + String.join("; ", notes)), schema);
        return schema;
    }

    /** The question and the schema names its synonyms stand for ("clients" → also "customers"). */
    private static String withSynonymNames(String question, Knowledge known) {
        List<String> names = known.synonyms().namesIn(Keyphrases.words(question));
        return names.isEmpty() ? question : question + " (" + String.join(", ", names) + ")";
    }

    /**
     * The embeddings of the settings: the LLM server's, the in-process model's, or none.
     *
     * @throws IllegalStateException for {@code local} without {@code nlguard-nl-embeddings} on the class path
     */
    private Optional<SchemaEmbeddings> embeddings(NlSettings settings) {
        return switch (settings.stages().embeddings()) {
            case OFF -> Optional.empty();
            case OLLAMA -> Optional.of(engines.of(settings).embeddings());
            case LOCAL -> Optional.of(local());
        };
    }

    private SchemaEmbeddings local() {
        SchemaEmbeddings loaded = local;
        if (loaded == null) {
            synchronized (this) {
                if (local == null) {
                    local = new SchemaEmbeddings(LocalEmbeddingModel.get(), 16);
                }
                loaded = local;
            }
        }
        return loaded;
    }
}
