package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.cli.CliRun;
import io.nlguard.model.data.CorpusLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@code nlguard corpus linking} in-process on Spider dev (under a minute; skipped without the corpus). */
class LinkingCommandTest {

    private static final Optional<Path> DATA = CorpusLocation.find();

    @Test
    void measuresEveryStageAndDatabaseAndWritesTheTable(@TempDir Path dir) throws IOException {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Path output = dir.resolve("linking.md");
        CliRun run = CliRun.of("corpus", "linking", "--data", DATA.get().toString(), "--benchmark", "spider_dev",
                "--show-misses", "2", "--output", output.toString());

        assertEquals(0, run.exitCode(), run.both());
        assertEquals(run.out(), Files.readString(output));
        assertTrue(run.out().contains("corpus linking --data " + DATA.get() + " --benchmark spider_dev"), run.out());
        assertTrue(run.out().contains("| concert_singer | 45 |"), run.out());
        assertEquals(2, run.err().lines().filter(l -> l.startsWith("  missing ")).count(), run.err());
        // each stage finds the tables of more questions: column matches, then foreign-key expansion
        double tablesOnly = tableSrr(run.out(), "BM25 tables");
        double columns = tableSrr(run.out(), "\\+ BM25 columns \\(RRF\\)");
        double expanded = tableSrr(run.out(), "\\+ FK expansion");
        assertTrue(tablesOnly < columns && columns < expanded, run.out());
        assertTrue(expanded > 90, run.out());
        // the values of the SQLite databases link what the question names by value (world_1: countries, languages)
        double commented = fieldSrr(run.out(), "\\+ comments \\(tables.json names\\)");
        double values = fieldSrr(run.out(), "\\+ values");
        assertTrue(values > commented + 5, commented + " -> " + values);
        // the cli has nl-embeddings: the in-process model's table ranking finds the tables of more questions still
        double embedded = tableSrr(run.out(), "\\+ embeddings \\(local all-MiniLM-L6-v2\\)");
        assertTrue(embedded > expanded, run.out());
        assertTrue(run.out().contains("embeddings in the last stage only"), run.out());
    }

    @Test
    void refusesAnUnknownBenchmark() {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        CliRun run = CliRun.of("corpus", "linking", "--data", DATA.get().toString(), "--benchmark", "spider_test");
        assertTrue(run.exitCode() != 0);
        assertTrue(run.err().contains("unknown benchmark spider_test"), run.err());
    }

    private static double fieldSrr(String markdown, String stage) {
        Matcher m = Pattern.compile("\\| " + stage + " \\|(?: [0-9.]+ \\|){6} ([0-9.]+) \\|").matcher(markdown);
        assertTrue(m.find(), stage + " in " + markdown);
        return Double.parseDouble(m.group(1));
    }

    private static double tableSrr(String markdown, String stage) {
        Matcher m = Pattern.compile("\\| " + stage + " \\| \\d+ \\| ([0-9.]+) \\|").matcher(markdown);
        assertTrue(m.find(), stage + " in " + markdown);
        return Double.parseDouble(m.group(1));
    }
}
