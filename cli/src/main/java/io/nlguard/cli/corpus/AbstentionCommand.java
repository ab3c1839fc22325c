package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.cli.boundary.AbstentionTally;
import io.nlguard.cli.boundary.SetEntry;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.model.data.Corpus;
import io.nlguard.nl.boundary.BoundaryDetectors;
import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.contract.SchemaLinker;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.values.ValueIndex;
import io.nlguard.nl.values.ValueMatch;
import io.nlguard.nl.values.ValueMatcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus abstention}: the boundary detectors alone (no LLM) on the abstention set. Each question is
 * linked by the schema linker against every table of its database (retrieval left out: these schemas are small, and
 * a retrieval miss is not the detectors' error) and the natural names of its tables.json as the schema's comments,
 * its phrases are matched to the stored values of the Spider dev databases' rows, and the detectors run with an
 * empty knowledge file.
 */
@Command(
        name = "abstention",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Run the deterministic boundary detectors on the abstention set (generated in memory as by"
                    + " 'corpus mutations', or read from --set) and print, per kind and overall, the abstention"
                    + " recall on mutants, the share with the right outcome (clarify or reject), the false"
                    + " abstention on the answerable originals and the precision, as a Markdown table."
        })
public final class AbstentionCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = "--set", paramLabel = "FILE.jsonl", description = "Read the set from this file (as 'corpus mutations' writes it).")
    Path set;

    @Option(names = "--seed", description = "Seed of the generated set (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--min-unsupported", paramLabel = "N", description = "Unsupported words that reject (default: ${DEFAULT-VALUE}).")
    int minUnsupported = BoundaryDetectors.MIN_UNSUPPORTED_WORDS;

    @Option(names = "--source", paramLabel = "SPIDER|BIRD", description = "The generated set's seed questions, as in"
            + " 'corpus mutations --source'; BIRD is held out (the detectors were tuned on SPIDER) (default:"
            + " ${DEFAULT-VALUE}).")
    MutationSource source = MutationSource.SPIDER;

    @Option(names = "--no-values", description = "Match no stored values, as on BIRD (whose rows the corpus lacks):"
            + " what the values carry of the Spider figures.")
    boolean noValues;

    @Option(names = "--no-comments", description = "Link without the natural names of tables.json as the schema's"
            + " comments: the linker on names and glosses alone, as before it read comments.")
    boolean noComments;

    @Option(names = "--show", paramLabel = "KIND", description = "Also print each item of this kind with its findings.")
    String show;

    @Override
    public Integer call() throws IOException {
        Corpus corpus = data.corpus();
        List<SetEntry> entries = set != null ? read(set) : MutationsCommand.generate(corpus, seed, source).entries();
        Map<String, Catalog> catalogs = source.catalogs(corpus);
        Map<String, ValueIndex> values = noValues ? Map.of() : source.values(corpus);
        Map<String, SchemaComments> comments = noComments ? Map.of() : source.comments(corpus);
        BoundaryDetectors detectors = new BoundaryDetectors(minUnsupported, BoundaryDetectors.MIN_METRIC_OPTIONS);
        SchemaLinker linker = new SchemaLinker();
        AbstentionTally tally = new AbstentionTally();
        PrintWriter out = spec.commandLine().getOut();
        int unknown = 0;
        for (SetEntry entry : entries) {
            Catalog catalog = catalogs.get(entry.db_id());
            if (catalog == null) {
                unknown++;
                continue;
            }
            SchemaContract contract = linker.link(catalog, wholeSchema(catalog), entry.question(),
                    comments.getOrDefault(entry.db_id(), SchemaComments.NONE));
            List<ValueMatch> matched = ValueMatcher.match(values.getOrDefault(entry.db_id(), ValueIndex.EMPTY), entry.question());
            List<BoundaryFinding> findings = detectors.findings(entry.question(), catalog, contract, Knowledge.EMPTY, matched);
            tally.add(entry.kind(), entry.label(), findings);
            if (entry.kind().equals(show)) {
                out.println(entry.id() + " | " + entry.question() + " | " + findings.stream()
                        .map(f -> f.kind() + ": " + f.evidence()).toList());
            }
        }
        out.print(tally.markdown());
        if (unknown > 0) {
            out.println("items of databases the corpus does not have (left out): " + unknown);
        }
        out.flush();
        return 0;
    }

    /** Every table with all its columns: the context a small schema gets. */
    static SchemaContext wholeSchema(Catalog catalog) {
        List<ChosenTable> tables = new ArrayList<>();
        for (Table table : catalog.tables()) {
            tables.add(new ChosenTable(table, table.columns(), false));
        }
        return new SchemaContext(tables, "", 0);
    }

    private static List<SetEntry> read(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<SetEntry> entries = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                entries.add(json.readValue(line, SetEntry.class));
            }
        }
        return entries;
    }
}
