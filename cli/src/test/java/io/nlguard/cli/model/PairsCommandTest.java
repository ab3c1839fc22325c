package io.nlguard.cli.model;

import io.nlguard.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.model.data.PredictionFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nlguard pairs} in-process on the corpus's BIRD dev predictions (skipped without the corpus). */
class PairsCommandTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();
    private static final Pattern WRITTEN = Pattern.compile("^(\\d+) pairs written to (.+)$", Pattern.MULTILINE);
    private static final Pattern TABLES = Pattern.compile("^their schemas: --tables (.+)$", Pattern.MULTILINE);
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CliRun pairs(Path out, String system) {
        return CliRun.of("pairs", "--data", CORPUS.get().dir().toString(), "--benchmark", "BIRD_DEV",
                "--system", system, "--out", out.toString());
    }

    /** The BIRD dev prediction files whose system contains {@code text}, read without the command. */
    private static List<PredictionFile> filesOf(String text) {
        return CORPUS.get().predictionFiles(Benchmark.BIRD_DEV).stream().filter(f -> f.system().contains(text)).toList();
    }

    private static int printedCount(CliRun run, Path out) {
        Matcher written = WRITTEN.matcher(run.out());
        assertTrue(written.find(), run.out());
        assertEquals(out.toString(), written.group(2));
        return Integer.parseInt(written.group(1));
    }

    @Test
    void writesOneLinePerPredictionOfOneSystem(@TempDir Path dir) throws IOException {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        List<PredictionFile> files = filesOf("DAILSQL_SC");
        assumeTrue(files.size() == 1, "the corpus has one DAILSQL_SC file for BIRD dev");
        Path out = dir.resolve("dail.jsonl");

        CliRun run = pairs(out, "DAILSQL_SC");

        assertEquals(0, run.exitCode(), run.both());
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertEquals(printedCount(run, out), lines.size());
        assertEquals(files.get(0).predictions().size(), lines.size());
        if (files.get(0).fullyAligned()) {
            assertEquals(1534, lines.size(), "one line per BIRD dev question");
        }
        Set<String> dbIds = CORPUS.get().schemas(Benchmark.BIRD_DEV).keySet();
        for (String line : lines) {
            JsonNode pair = JSON.readTree(line);
            for (String field : List.of("db_id", "question", "gold", "predicted")) {
                assertTrue(pair.path(field).isTextual(), field + " in " + line);
            }
            assertTrue(dbIds.contains(pair.get("db_id").asText()), line);
        }

        Matcher tables = TABLES.matcher(run.out());
        assertTrue(tables.find(), run.out());
        Path tablesFile = Path.of(tables.group(1));
        assertTrue(Files.isRegularFile(tablesFile), tablesFile + " exists");
        assertEquals(CORPUS.get().tablesFile(Benchmark.BIRD_DEV), tablesFile);
    }

    /** A system's own name takes that system only, though another system's name contains it. */
    @Test
    void anExactSystemNameTakesThatSystemOnly(@TempDir Path dir) throws IOException {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        List<PredictionFile> files = CORPUS.get().predictionFiles(Benchmark.BIRD_DEV).stream()
                .filter(f -> f.system().equals("nl2sql360/DAILSQL")).toList();
        assumeTrue(files.size() == 1 && filesOf("DAILSQL").size() > 1, "the corpus has DAILSQL and DAILSQL_SC");
        Path out = dir.resolve("dail.jsonl");

        CliRun run = pairs(out, "DAILSQL");

        assertEquals(0, run.exitCode(), run.both());
        assertEquals(files.get(0).predictions().size(), Files.readAllLines(out, StandardCharsets.UTF_8).size());
    }

    /** A name no system has nor contains is refused, with the systems there are, and no file is written. */
    @Test
    void anUnknownSystemIsRefusedWithTheSystemsThereAre(@TempDir Path dir) {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Path out = dir.resolve("none.jsonl");

        CliRun run = pairs(out, "CodeS-1B");

        assertEquals(2, run.exitCode(), run.both());
        assertTrue(run.err().contains("no BIRD_DEV system is named or contains 'CodeS-1B'"), run.err());
        assertTrue(run.err().contains("nl2sql360/DAILSQL_SC"), "lists the systems: " + run.err());
        assertFalse(Files.exists(out));
    }

    /** Without a system of that name, --system matches by substring: DAIL takes DAILSQL and DAILSQL_SC, one file after the other. */
    @Test
    void aSystemTextTakesEveryFileWhoseSystemContainsIt(@TempDir Path dir) throws IOException {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        List<PredictionFile> files = filesOf("DAIL");
        Path out = dir.resolve("dail.jsonl");

        CliRun run = pairs(out, "DAIL");

        assertEquals(0, run.exitCode(), run.both());
        assertEquals(Set.of("nl2sql360/DAILSQL", "nl2sql360/DAILSQL_SC"),
                files.stream().map(PredictionFile::system).collect(Collectors.toSet()));
        int expected = files.stream().mapToInt(f -> f.predictions().size()).sum();
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertEquals(expected, lines.size());
        assertEquals(expected, printedCount(run, out));
        if (files.stream().allMatch(PredictionFile::fullyAligned)) {
            // File after file: the second file's first line is the first question again.
            int first = files.get(0).predictions().size();
            assertEquals(JSON.readTree(lines.get(0)).get("gold"), JSON.readTree(lines.get(first)).get("gold"));
        }
    }
}
