package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.nl.linking.GoldSchemaItems;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.LocalEmbeddingModel;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.values.ValueBounds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus linking}: the schema linking of the NL pipeline's retrieval, without any LLM, on
 * Spider dev and BIRD dev: what the retrieved schema context holds against the tables and columns each
 * gold query references, stage by stage.
 */
@Command(
        name = "linking",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure schema linking (retrieval, no LLM) on Spider dev and BIRD dev.",
            "For each gold question (BIRD: question and evidence), retrieves a schema context from its database's"
                    + " catalog and compares its tables and columns with those the gold SQL references (resolved by"
                    + " the guard's scope): SRR, NSR, NSP, NSF at table and field level, and the context's tokens,"
                    + " per stage and per database, as Markdown."
        })
public final class LinkingCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = "--benchmark", split = ",", paramLabel = "ID",
            description = "spider_dev, bird_dev, bird_dev_2023_05 (default: spider_dev,bird_dev).")
    List<String> benchmarks = List.of("spider_dev", "bird_dev");

    @Option(names = "--top-tables", description = "Tables chosen from the fused ranking (default: ${DEFAULT-VALUE}).")
    int topTables = RetrievalSettings.DEFAULT.topTables();

    @Option(names = "--relative-cut", description = "Drop tables below this share of the best fused score (default: ${DEFAULT-VALUE}).")
    double relativeCut = RetrievalSettings.DEFAULT.relativeCut();

    @Option(names = "--neighbour-cut", description = "Foreign-key neighbours need this share of a ranking's best score (default: ${DEFAULT-VALUE}).")
    double neighbourCut = RetrievalSettings.DEFAULT.neighbourCut();

    @Option(names = "--matched-columns", description = "Matched columns kept per table (default: ${DEFAULT-VALUE}).")
    int matchedColumns = RetrievalSettings.DEFAULT.matchedColumns();

    @Option(names = "--column-cut", description = "Drop column matches below this share of the best one (default: ${DEFAULT-VALUE}).")
    double columnCut = RetrievalSettings.DEFAULT.columnCut();

    @Option(names = "--small-table", description = "Tables with at most this many columns are kept whole (default: ${DEFAULT-VALUE}).")
    int smallTable = RetrievalSettings.DEFAULT.smallTable();

    @Option(names = "--hub-cap", description = "No foreign-key expansion through a table with more neighbours (default: ${DEFAULT-VALUE}).")
    int hubCap = RetrievalSettings.DEFAULT.hubCap();

    @Option(names = "--show-misses", paramLabel = "N",
            description = "Print to stderr the first N questions whose context misses a gold column (last stage).")
    int showMisses;

    @Option(names = "--output", paramLabel = "FILE", description = "Also write the Markdown to this file.")
    Path output;

    @Override
    public Integer call() throws IOException {
        Corpus corpus = data.corpus();
        RetrievalSettings full = new RetrievalSettings(true, true, topTables, relativeCut, neighbourCut, hubCap, matchedColumns, columnCut, smallTable);
        Map<String, RetrievalSettings> stages = new LinkedHashMap<>();
        stages.put("BM25 tables", full.withColumnRanking(false).withForeignKeys(false));
        stages.put("+ BM25 columns (RRF)", full.withForeignKeys(false));
        stages.put("+ FK expansion", full);
        PrintWriter err = spec.commandLine().getErr();
        StringBuilder md = new StringBuilder();
        md.append("Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", spec.commandLine().getParseResult().originalArgs())).append("`.\n\n");
        md.append(String.format(java.util.Locale.ROOT, "Settings: top tables %d, relative cut %.2f, neighbour cut %.2f, matched columns %d,"
                + " column cut %.2f, small table %d, hub cap %d; values (stage + values, where the corpus has"
                + " a database's rows) at most %d distinct per text column, of at most %d characters; %s.%n%n",
                topTables, relativeCut, neighbourCut, matchedColumns, columnCut, smallTable, hubCap,
                NlStages.DEFAULT.valuesPerColumn(), ValueBounds.of(NlStages.DEFAULT.valuesPerColumn()).maxLength(),
                LocalEmbeddingModel.available(LinkingCommand.class.getClassLoader())
                        ? "embeddings in the last stage only" : "no embeddings (nlguard-nl-embeddings not on the class path)"));
        for (String id : benchmarks) {
            Benchmark benchmark = benchmark(id);
            md.append("### ").append(id).append("\n\n").append(measure(corpus, benchmark, stages, showMisses, err).markdown()).append('\n');
        }
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        if (output != null) {
            Files.writeString(output, md, StandardCharsets.UTF_8);
        }
        return 0;
    }

    private static LinkingTable measure(Corpus corpus, Benchmark benchmark, Map<String, RetrievalSettings> stages,
            int showMisses, PrintWriter err) {
        int[] shown = {0};
        HeuristicLinker linker = new HeuristicLinker(corpus, benchmark, stages);
        GoldSchemaItems goldItems = new GoldSchemaItems();
        LinkingTable table = new LinkingTable();
        String lastStage = linker.lastStage();
        for (GoldQuery query : corpus.gold(benchmark)) {
            Catalog catalog = linker.catalogs().get(query.dbId());
            Optional<SchemaItems> gold = catalog == null ? Optional.empty() : goldItems.of(query.sql(), catalog);
            if (gold.isEmpty()) {
                table.unparsed();
                continue;
            }
            for (String stage : linker.stages()) {
                SchemaContext context = linker.link(stage, query);
                SchemaItems retrieved = SchemaItems.of(context);
                table.add(stage, stage.equals(lastStage), query.dbId(), gold.get(), retrieved, context.tokens());
                if (stage.equals(lastStage) && shown[0] < showMisses && !retrieved.fields().containsAll(gold.get().fields())) {
                    shown[0]++;
                    err.printf("#%d %s: %s%n  missing %s%n  retrieved %s%n", query.index(), query.dbId(),
                            HeuristicLinker.question(query),
                            gold.get().fields().stream().filter(f -> !retrieved.fields().contains(f)).toList(),
                            retrieved.tables());
                }
            }
        }
        return table;
    }

    static Benchmark benchmark(String id) {
        for (Benchmark b : Benchmark.values()) {
            if (b.id().equals(id)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown benchmark " + id + "; spider_dev, bird_dev or bird_dev_2023_05");
    }
}
