package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.nl.linking.TablesJsonComments;
import io.nlguard.nl.retrieve.LocalEmbeddingModel;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaEmbeddings;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.retrieve.ScoredColumn;
import io.nlguard.nl.retrieve.VectorRanker;
import io.nlguard.nl.values.ValueBounds;
import io.nlguard.nl.values.ValueHints;
import io.nlguard.nl.values.ValueIndex;
import io.nlguard.nl.values.ValueIndexCache;
import io.nlguard.nl.values.ValueMatcher;
import io.nlguard.nl.values.ValueSource;

/**
 * The heuristic linker of the NL pipeline's retrieval on one benchmark, stage by stage: the given BM25
 * stages, then the last of them with the natural names of {@code tables.json} as comments, with the
 * question's values (where the corpus has a database's rows) and with the in-process embedding model
 * (where the class path has it). The last stage is the full linker.
 */
final class HeuristicLinker {

    static final String COMMENTS_STAGE = "+ comments (tables.json names)";
    static final String VALUES_STAGE = "+ values";
    static final String EMBEDDINGS_STAGE = "+ embeddings (local all-MiniLM-L6-v2)";

    private final Map<String, Catalog> catalogs;
    private final Map<String, SchemaComments> commentsByDb;
    private final Map<String, ValueIndex> values;
    private final Map<String, SchemaRetriever> retrievers = new LinkedHashMap<>();
    private final String lastStage;

    HeuristicLinker(Corpus corpus, Benchmark benchmark, Map<String, RetrievalSettings> stages) {
        catalogs = corpus.schemas(benchmark);
        SchemaIndexCache indexes = new SchemaIndexCache(catalogs.size());
        stages.forEach((name, settings) -> retrievers.put(name, new SchemaRetriever(indexes, Optional.empty(), settings)));
        // the last stage again, its index and M-Schema also holding the natural names of tables.json as comments
        Map<Catalog, SchemaComments> comments = new IdentityHashMap<>();
        try {
            commentsByDb = TablesJsonComments.read(corpus.tablesFile(benchmark));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        catalogs.forEach((dbId, catalog) -> comments.put(catalog, commentsByDb.getOrDefault(dbId, SchemaComments.NONE)));
        SchemaIndexCache commented = new SchemaIndexCache(catalogs.size(), c -> comments.getOrDefault(c, SchemaComments.NONE));
        RetrievalSettings full = List.copyOf(stages.values()).get(stages.size() - 1);
        retrievers.put(COMMENTS_STAGE, new SchemaRetriever(commented, Optional.empty(), full));
        String last = COMMENTS_STAGE;
        // the comments stage again, with the question's values linked to their columns, where the corpus has rows
        values = values(corpus, catalogs);
        if (!values.isEmpty()) {
            retrievers.put(VALUES_STAGE, retrievers.get(COMMENTS_STAGE));
            last = VALUES_STAGE;
        }
        if (LocalEmbeddingModel.available(HeuristicLinker.class.getClassLoader())) {
            // the in-process model of nlguard-nl-embeddings, when the command's class path has it
            SchemaEmbeddings embeddings = new SchemaEmbeddings(LocalEmbeddingModel.get(), catalogs.size());
            retrievers.put(EMBEDDINGS_STAGE, new SchemaRetriever(commented,
                    Optional.of(new VectorRanker(embeddings, commented::comments)), full));
            last = EMBEDDINGS_STAGE;
        }
        lastStage = last;
    }

    Map<String, Catalog> catalogs() {
        return catalogs;
    }

    List<String> stages() {
        return List.copyOf(retrievers.keySet());
    }

    String lastStage() {
        return lastStage;
    }

    /** The comments the commented stages index and show for a database. */
    SchemaComments comments(String dbId) {
        return commentsByDb.getOrDefault(dbId, SchemaComments.NONE);
    }

    /** The question as retrieval reads it: BIRD's evidence appended as the hint. */
    static String question(GoldQuery query) {
        return query.evidence().isBlank() ? query.question() : query.question() + " " + query.evidence();
    }

    /** The schema context one stage retrieves for a gold question. */
    SchemaContext link(String stage, GoldQuery query) {
        Catalog catalog = catalogs.get(query.dbId());
        String question = question(query);
        SchemaRetriever retriever = retrievers.get(stage);
        if (!stage.equals(VALUES_STAGE) && !stage.equals(EMBEDDINGS_STAGE)) {
            return retriever.retrieve(catalog, query.dbId(), question);
        }
        List<ScoredColumn> valueColumns = ValueHints.columns(ValueMatcher.match(
                values.getOrDefault(query.dbId(), ValueIndex.EMPTY), question));
        return retriever.retrieve(catalog, query.dbId(), question, valueColumns);
    }

    /** The value index of every database whose rows the corpus holds (Spider dev's SQLite files). */
    static Map<String, ValueIndex> values(Corpus corpus, Map<String, Catalog> catalogs) {
        Map<String, ValueIndex> values = new LinkedHashMap<>();
        ValueIndexCache cache = new ValueIndexCache(catalogs.size());
        ValueBounds bounds = ValueBounds.of(NlStages.DEFAULT.valuesPerColumn());
        catalogs.forEach((dbId, catalog) -> {
            Optional<ValueSource> source = SqliteValueSource.of(corpus.dir(), dbId);
            source.ifPresent(s -> values.put(dbId, cache.of(dbId, catalog, s, bounds)));
        });
        return values;
    }
}
