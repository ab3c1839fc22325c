package io.nlguard.cli.corpus;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import io.nlguard.cli.DemoSeeds;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.nl.linking.TablesJsonComments;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.values.ValueIndex;

/**
 * Where the abstention set's seed questions come from: Spider dev (the questions whose database has rows, and the
 * demo's, the set the detectors were tuned on) or BIRD dev (held out: schemas only, the corpus has no BIRD rows, so
 * no question's phrases match stored values).
 */
public enum MutationSource {
    SPIDER("spider_dev"), BIRD("bird_dev");

    /** The prefix of the items' ids. */
    final String prefix;

    MutationSource(String prefix) {
        this.prefix = prefix;
    }

    /** Each database's schema, by db_id (Spider's with the demo's sample schema). */
    Map<String, Catalog> catalogs(Corpus corpus) {
        if (this == BIRD) {
            return corpus.birdSchemas();
        }
        Map<String, Catalog> catalogs = new HashMap<>(corpus.spiderSchemas());
        catalogs.put(MutationsCommand.DEMO_DB, DemoSeeds.catalog());
        return catalogs;
    }

    /** The natural names of the source's tables.json as comments, by db_id (the demo's schema has none). */
    Map<String, SchemaComments> comments(Corpus corpus) throws IOException {
        return TablesJsonComments.read(corpus.tablesFile(this == BIRD ? Benchmark.BIRD_DEV : Benchmark.SPIDER_DEV));
    }

    /** The stored values the questions' phrases are matched to: Spider's rows; none for BIRD. */
    Map<String, ValueIndex> values(Corpus corpus) {
        return this == BIRD ? Map.of() : HeuristicLinker.values(corpus, corpus.spiderSchemas());
    }
}
