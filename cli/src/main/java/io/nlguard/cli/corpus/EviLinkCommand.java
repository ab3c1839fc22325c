package io.nlguard.cli.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.PredictionFile;
import io.nlguard.nl.evilink.Credibility;
import io.nlguard.nl.retrieve.RetrievalSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus evilink}: EviLink's multi-hypothesis grounding measured without an LLM, the published
 * systems' SQL standing in for the hypotheses: the required set, required ∪ uncertain, and that union with
 * the heuristic linker, against the heuristic linker alone, with 2 to 4 hypotheses.
 */
@Command(
        name = "evilink",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure multi-hypothesis schema linking (cross-voting, no LLM) on Spider dev and BIRD dev.",
            "Each question's hypotheses are the SQL the first H of --systems predicted for it; their tables and"
                    + " columns (resolved by the guard's scope) are cross-voted with a Beta(1,1) prior into required,"
                    + " uncertain and candidate sets, scored like `corpus linking` (SRR, NSR, NSP, NSF, M-Schema"
                    + " tokens) beside the heuristic linker's last stage, as Markdown."
        })
public final class EviLinkCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = "--benchmark", split = ",", paramLabel = "ID",
            description = "spider_dev, bird_dev (default: spider_dev,bird_dev).")
    List<String> benchmarks = List.of("spider_dev", "bird_dev");

    @Option(names = "--systems", split = ",", paramLabel = "NAME",
            description = "Prediction files (NL2SQL360 names; BIRD's `_EK` variant is taken when the name has none),"
                    + " in the order hypotheses are added (default: ${DEFAULT-VALUE}).")
    List<String> systems = List.of("SuperSQL", "SFT_CodeS_15B", "RESDSQL_3B", "C3_SQL");

    @Option(names = "--hypotheses", split = ",", paramLabel = "H",
            description = "Hypothesis counts, each the first H systems (default: ${DEFAULT-VALUE}).")
    List<Integer> hypotheses = List.of(2, 3, 4);

    @Option(names = "--required", description = "Least credibility of a required item (default: ${DEFAULT-VALUE}).")
    double required = Credibility.DEFAULT.required();

    @Option(names = "--output", paramLabel = "FILE", description = "Also write the Markdown to this file.")
    Path output;

    @Override
    public Integer call() throws IOException {
        Corpus corpus = data.corpus();
        Credibility credibility = new Credibility(required);
        int most = hypotheses.stream().mapToInt(Integer::intValue).max().orElse(0);
        if (most > systems.size() || hypotheses.stream().anyMatch(h -> h < 1)) {
            throw new IllegalArgumentException("each hypothesis count must be between 1 and the " + systems.size() + " systems");
        }
        Map<String, RetrievalSettings> stages = new LinkedHashMap<>();
        stages.put("BM25 + FK expansion", RetrievalSettings.DEFAULT);
        StringBuilder md = new StringBuilder();
        md.append("Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", spec.commandLine().getParseResult().originalArgs())).append("`.\n\n");
        md.append(String.format(Locale.ROOT, "Credibility (k + 1) / (N + 2), required at %.2f or more; hypotheses added in"
                + " the order %s.%n%n", required, String.join(", ", systems)));
        for (String id : benchmarks) {
            Benchmark benchmark = LinkingCommand.benchmark(id);
            List<PredictionFile> files = files(corpus, benchmark);
            HeuristicLinker linker = new HeuristicLinker(corpus, benchmark, stages);
            EviLinkMeasurement measurement = new EviLinkMeasurement(linker, credibility, files, hypotheses);
            md.append("### ").append(id).append("\n\n");
            md.append("Hypotheses from ").append(String.join(", ", files.stream().map(PredictionFile::system).toList()))
                    .append("; heuristic linker: its last stage (").append(linker.lastStage()).append(").\n\n");
            md.append(measurement.run(corpus.gold(benchmark)).stagesMarkdown("selection"));
            int[] unread = measurement.unreadHypotheses();
            List<String> perSystem = new ArrayList<>();
            for (int i = 0; i < unread.length; i++) {
                perSystem.add(files.get(i).system() + " " + unread[i]);
            }
            md.append("Hypotheses the guard's parser does not read cast no vote: ").append(String.join(", ", perSystem))
                    .append(".\n\n");
        }
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        if (output != null) {
            Files.writeString(output, md, StandardCharsets.UTF_8);
        }
        return 0;
    }

    private List<PredictionFile> files(Corpus corpus, Benchmark benchmark) {
        List<PredictionFile> all = corpus.predictionFiles(benchmark);
        List<PredictionFile> chosen = new ArrayList<>();
        for (String name : systems) {
            chosen.add(all.stream().filter(f -> f.system().equals("nl2sql360/" + name)).findFirst()
                    .or(() -> all.stream().filter(f -> f.system().equals("nl2sql360/" + name + "_EK")).findFirst())
                    .orElseThrow(() -> new IllegalArgumentException("no prediction file " + name + " for " + benchmark.id())));
        }
        return chosen;
    }
}
