package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.cli.CliRun;
import io.nlguard.cli.DemoSeeds;
import io.nlguard.model.data.CorpusLocation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@code nlguard corpus mutations} in-process on Spider dev (seconds; skipped without the corpus). */
@Tag("corpus")
class MutationsCommandTest {

    private static final Optional<Path> DATA = CorpusLocation.find();
    private static final Map<String, String> LABELS = Map.of("original", "answerable", "constraint-follow-up", "clarify",
            "vague-time", "clarify", "vague-metric", "clarify", "missing-column", "reject", "missing-dimension", "reject");

    private static List<JsonNode> lines(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            lines.add(json.readTree(line));
        }
        return lines;
    }

    @Test
    void writesEveryQuestionWithDataAndItsMutantsTheSameWayTwice(@TempDir Path dir) throws IOException {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Path first = dir.resolve("first.jsonl");
        Path second = dir.resolve("second.jsonl");
        CliRun run = CliRun.of("corpus", "mutations", "--data", DATA.get().toString(), "--out", first.toString(), "--seed", "3");
        CliRun again = CliRun.of("corpus", "mutations", "--data", DATA.get().toString(), "--out", second.toString(), "--seed", "3");

        assertEquals(0, run.exitCode(), run.both());
        assertEquals(0, again.exitCode(), again.both());
        assertEquals(Files.readString(first), Files.readString(second));
        List<JsonNode> lines = lines(first);
        Map<String, Long> kinds = lines.stream().collect(Collectors.groupingBy(l -> l.get("kind").asText(), Collectors.counting()));
        // the 972 Spider dev questions whose database has rows (all 20), and the demo's seeds
        assertEquals(972 + DemoSeeds.GOLD.size(), kinds.get("original"));
        assertEquals(LABELS.keySet(), kinds.keySet());
        kinds.forEach((kind, n) -> assertTrue(n >= 10, kind + ": " + n));
        long mutants = lines.size() - kinds.get("original");
        assertTrue(mutants >= 250, "mutants: " + mutants);
        for (JsonNode line : lines) {
            String kind = line.get("kind").asText();
            assertEquals(LABELS.get(kind), line.get("label").asText(), line.toString());
            assertEquals(kind.equals("original"), line.has("gold"), line.toString());
            assertEquals(!kind.equals("original"), line.has("evidence"), line.toString());
        }
        assertEquals(lines.size(), lines.stream().map(l -> l.get("id").asText()).distinct().count());
        // a mutant differs from its original
        Map<String, String> originals = lines.stream().filter(l -> l.get("kind").asText().equals("original"))
                .collect(Collectors.toMap(l -> l.get("source").asText(), l -> l.get("question").asText(), (a, b) -> a));
        lines.stream().filter(l -> !l.get("kind").asText().equals("original")).forEach(l ->
                assertTrue(!l.get("question").asText().equals(originals.get(l.get("source").asText())), l.toString()));
        assertTrue(run.err().contains("original (answerable): " + kinds.get("original")), run.err());
        assertTrue(run.err().contains("gold queries the parser does not read (left out): 0"), run.err());
        assertEquals(Function.identity().apply(lines.get(0).get("id").asText()), "spider_dev:0:original");
    }

    @Test
    void heldOutBirdQuestionsGetEveryKindWithoutRows(@TempDir Path dir) throws IOException {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Path out = dir.resolve("bird.jsonl");
        CliRun run = CliRun.of("corpus", "mutations", "--data", DATA.get().toString(), "--source", "BIRD", "--out",
                out.toString());

        assertEquals(0, run.exitCode(), run.both());
        List<JsonNode> lines = lines(out);
        Map<String, Long> kinds = lines.stream().collect(Collectors.groupingBy(l -> l.get("kind").asText(), Collectors.counting()));
        // every BIRD dev question, none of the demo's, and every kind although the corpus has no BIRD rows
        assertEquals(1534, kinds.get("original"));
        assertEquals(LABELS.keySet(), kinds.keySet());
        assertTrue(lines.stream().allMatch(l -> l.get("id").asText().startsWith("bird_dev:")), lines.get(0).toString());
        lines.forEach(l -> assertEquals(LABELS.get(l.get("kind").asText()), l.get("label").asText(), l.toString()));
    }
}
