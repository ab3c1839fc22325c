package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.cli.DemoSeeds;
import io.nlguard.cli.boundary.AbstentionSet;
import io.nlguard.cli.boundary.GoldShapes;
import io.nlguard.cli.boundary.SchemaVocabulary;
import io.nlguard.cli.boundary.Seed;
import io.nlguard.cli.boundary.SetEntry;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.GoldQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus mutations}: the abstention evaluation set, derived without any LLM from the Spider dev
 * questions whose database has rows and the demo's questions about its sample schema, by BAR-SQL's seed mutations (see docs/abstention-set.md).
 */
@Command(
        name = "mutations",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Write the abstention evaluation set as JSON lines: each Spider dev question whose database has rows,"
                    + " labelled answerable, and its mutants (constraint follow-up, vague time, vague metric:"
                    + " clarify; missing column, missing dimension: reject), decided from the question and the"
                    + " gold SQL's structure. Counts per kind go to stderr."
        })
public final class MutationsCommand implements Callable<Integer> {

    /** The db_id of the demo's questions: the sample schema the demo installs. */
    static final String DEMO_DB = "nlguard_demo";

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the lines to this file instead of stdout.")
    Path out;

    @Option(names = "--seed", description = "Seeds the choice among equivalent words and concepts (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--source", paramLabel = "SPIDER|BIRD", description = "The seed questions: SPIDER (Spider dev"
            + " questions whose database has rows, and the demo's) or BIRD (BIRD dev, held out; no rows) (default:"
            + " ${DEFAULT-VALUE}).")
    MutationSource source = MutationSource.SPIDER;

    /** The set's lines, and how many gold queries the parser could not read (left out). */
    public record GeneratedSet(List<SetEntry> entries, int unparsed) {
    }

    @Override
    public Integer call() throws IOException {
        GeneratedSet set = generate(data.corpus(), seed, source);
        ObjectMapper json = new ObjectMapper();
        Map<String, Integer> counts = new TreeMap<>();
        StringBuilder lines = new StringBuilder();
        for (SetEntry entry : set.entries()) {
            lines.append(json.writeValueAsString(entry)).append('\n');
            counts.merge(entry.kind() + " (" + entry.label() + ")", 1, Integer::sum);
        }
        if (out != null) {
            Files.writeString(out, lines, StandardCharsets.UTF_8);
        } else {
            spec.commandLine().getOut().print(lines);
            spec.commandLine().getOut().flush();
        }
        PrintWriter err = spec.commandLine().getErr();
        counts.forEach((kind, count) -> err.println(kind + ": " + count));
        err.println("gold queries the parser does not read (left out): " + set.unparsed());
        err.flush();
        return 0;
    }

    /** The abstention set of the corpus's Spider dev questions with rows and the demo's questions. */
    static GeneratedSet generate(Corpus corpus, long seed) {
        return generate(corpus, seed, MutationSource.SPIDER);
    }

    /** The abstention set of a source's questions. */
    public static GeneratedSet generate(Corpus corpus, long seed, MutationSource source) {
        GoldShapes shapes = new GoldShapes();
        Map<Object, Optional<Seed>> seeds = source == MutationSource.BIRD ? birdSeeds(corpus, shapes)
                : spiderSeeds(corpus, shapes);
        AbstentionSet set = new AbstentionSet(seed);
        List<SetEntry> entries = new ArrayList<>();
        int unparsed = 0;
        for (Map.Entry<Object, Optional<Seed>> question : seeds.entrySet()) {
            if (question.getValue().isEmpty()) {
                unparsed++;
            } else {
                entries.addAll(set.entries(question.getKey(), question.getValue().get()));
            }
        }
        return new GeneratedSet(entries, unparsed);
    }

    /** BIRD dev's questions (their evidence hints left out: the detectors read the question alone). */
    private static Map<Object, Optional<Seed>> birdSeeds(Corpus corpus, GoldShapes shapes) {
        Map<Object, Optional<Seed>> seeds = new LinkedHashMap<>();
        Map<String, Catalog> catalogs = corpus.birdSchemas();
        for (GoldQuery query : corpus.birdGold()) {
            seeds.put(query.index(), seed(MutationSource.BIRD.prefix + ":" + query.index(), query.dbId(),
                    query.question(), query.sql(), catalogs.get(query.dbId()), shapes));
        }
        return seeds;
    }

    private static Map<Object, Optional<Seed>> spiderSeeds(Corpus corpus, GoldShapes shapes) {
        Map<Object, Optional<Seed>> seeds = new LinkedHashMap<>();
        Map<String, Catalog> catalogs = corpus.spiderSchemas();
        for (GoldQuery query : corpus.spiderGold()) {
            Catalog catalog = catalogs.get(query.dbId());
            if (catalog != null && SqliteValueSource.of(corpus.dir(), query.dbId()).isPresent()) {
                seeds.put(query.index(), seed("spider_dev:" + query.index(), query.dbId(), query.question(),
                        query.sql(), catalog, shapes));
            }
        }
        Catalog demo = DemoSeeds.catalog();
        int n = 0;
        for (Map.Entry<String, String> gold : DemoSeeds.GOLD.entrySet()) {
            n++;
            seeds.put("demo:" + n, seed("demo:" + n, DEMO_DB, gold.getKey(), gold.getValue(), demo, shapes));
        }
        return seeds;
    }

    private static Optional<Seed> seed(String id, String dbId, String question, String gold, Catalog catalog,
            GoldShapes shapes) {
        return shapes.of(gold, catalog).map(shape -> new Seed(id, dbId, question, gold, shape, SchemaVocabulary.of(catalog)));
    }
}
