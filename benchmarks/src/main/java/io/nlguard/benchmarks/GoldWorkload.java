package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.model.data.GoldQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every Spider dev and BIRD dev gold query with the catalog of its database, read from the corpus
 * ({@code NLGUARD_DATA} or {@code ../shared/data}): the realistic statements the analysis benchmarks run.
 */
record GoldWorkload(List<Statement> statements) {

    /** One gold query and the schema it is written against. */
    record Statement(String id, String sql, Catalog catalog) {
    }

    static GoldWorkload load() {
        Corpus corpus = Corpus.locate().orElseThrow(() -> new IllegalStateException(
                "the benchmark needs the data corpus: " + CorpusLocation.describe()));
        List<Statement> statements = new ArrayList<>();
        for (Benchmark benchmark : List.of(Benchmark.SPIDER_DEV, Benchmark.BIRD_DEV)) {
            Map<String, Catalog> schemas = corpus.schemas(benchmark);
            for (GoldQuery query : corpus.gold(benchmark)) {
                statements.add(new Statement(benchmark.id() + "#" + query.index(), query.sql(), schemas.get(query.dbId())));
            }
        }
        return new GoldWorkload(List.copyOf(statements));
    }

    int size() {
        return statements.size();
    }
}
