package io.nlguard.cli.model;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import io.nlguard.cli.corpus.CorpusDataOption;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusPairs;
import io.nlguard.model.data.PairsJsonl;
import io.nlguard.model.data.QueryPair;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard pairs}: converts the corpus's prediction files (line-aligned SQL, DIN-SQL's CSVs,
 * the BIRD baseline's JSON) to the neutral pairs format that {@code eval} and {@code train} read.
 */
@Command(name = "pairs", mixinStandardHelpOptions = true, usageHelpWidth = 100,
        description = {"Write a benchmark's (gold, predicted) pairs as JSON lines for 'eval' and 'train'.",
            "Every prediction file of the benchmark in the corpus, or only --system's."})
public final class PairsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption corpusData;

    @Option(names = {"-b", "--benchmark"}, required = true, paramLabel = "NAME",
            description = "SPIDER_DEV, BIRD_DEV or BIRD_DEV_2023_05.")
    Benchmark benchmark;

    @Option(names = "--system", paramLabel = "NAME",
            description = "Only this system's predictions (e.g. DAILSQL, or nl2sql360/DAILSQL); when no system has"
                    + " that name, every system whose name contains it.")
    String system;

    @Option(names = "--out", paramLabel = "PAIRS.jsonl", required = true, description = "Where to write the pairs.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Corpus corpus = corpusData.corpus();
        List<QueryPair> all = CorpusPairs.of(corpus, benchmark);
        List<QueryPair> pairs = system == null ? all
                : all.stream().filter(p -> p.source().equals(system) || p.source().endsWith("/" + system)).toList();
        if (pairs.isEmpty() && system != null) {
            pairs = all.stream().filter(p -> p.source().contains(system)).toList();
            if (pairs.isEmpty()) {
                // an empty file would look like a system with no predictions; a misspelt name must say so
                spec.commandLine().getErr().println("no " + benchmark + " system is named or contains '" + system
                        + "'; its systems: " + String.join(", ", new TreeSet<>(all.stream().map(QueryPair::source).toList())));
                spec.commandLine().getErr().flush();
                return 2;
            }
        }
        PairsJsonl.write(out, pairs);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(pairs.size() + " pairs written to " + out);
        stdout.println("their schemas: --tables " + corpus.tablesFile(benchmark));
        stdout.flush();
        return 0;
    }
}
