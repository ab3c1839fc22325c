package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.cli.boundary.AbstentionSet;
import io.nlguard.cli.boundary.GoldShape;
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
 * questions whose database has rows, by BAR-SQL's seed mutations (see docs/abstention-set.md).
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

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the lines to this file instead of stdout.")
    Path out;

    @Option(names = "--seed", description = "Seeds the choice among equivalent words and concepts (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Override
    public Integer call() throws IOException {
        Corpus corpus = data.corpus();
        Map<String, Catalog> catalogs = corpus.spiderSchemas();
        AbstentionSet set = new AbstentionSet(seed);
        GoldShapes shapes = new GoldShapes();
        ObjectMapper json = new ObjectMapper();
        Map<String, Integer> counts = new TreeMap<>();
        StringWriter lines = new StringWriter();
        int unparsed = 0;
        for (GoldQuery query : corpus.spiderGold()) {
            Catalog catalog = catalogs.get(query.dbId());
            if (catalog == null || SqliteValueSource.of(corpus.dir(), query.dbId()).isEmpty()) {
                continue;
            }
            Optional<GoldShape> shape = shapes.of(query.sql(), catalog);
            if (shape.isEmpty()) {
                unparsed++;
                continue;
            }
            Seed question = new Seed("spider_dev:" + query.index(), query.dbId(), query.question(), query.sql(),
                    shape.get(), SchemaVocabulary.of(catalog));
            for (SetEntry entry : set.entries(query.index(), question)) {
                lines.append(json.writeValueAsString(entry)).append('\n');
                counts.merge(entry.kind() + " (" + entry.label() + ")", 1, Integer::sum);
            }
        }
        if (out != null) {
            Files.writeString(out, lines.toString(), StandardCharsets.UTF_8);
        } else {
            spec.commandLine().getOut().print(lines);
            spec.commandLine().getOut().flush();
        }
        PrintWriter err = spec.commandLine().getErr();
        List<String> summary = new ArrayList<>();
        counts.forEach((kind, n) -> summary.add(kind + ": " + n));
        err.println(String.join("\n", summary));
        err.println("gold queries the parser does not read (left out): " + unparsed);
        err.flush();
        return 0;
    }
}
