package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.nlguard.cli.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nlguard corpus disagreement} on a small signals file whose figures are worked out by hand. */
class DisagreementCommandTest {

    /** A candidate as corpus selection writes it (the fields the measurement reads, and features it ignores). */
    private static String candidate(int cluster, int votes, boolean right, String result) {
        return String.format("{\"sql\": \"SELECT %d\", \"votes\": %d, \"passes\": %s, \"right\": %s, \"score\": 0.5,"
                + " \"cluster\": %d, \"result\": \"%s\", \"features\": []}", cluster, votes, !result.equals("ERROR"),
                right, cluster, result);
    }

    private static String question(String set, int id, int chosen, String... candidates) {
        return String.format("{\"set\": \"%s\", \"id\": %d, \"db_id\": \"db\", \"chosen\": %d, \"candidates\": [%s]}",
                set, id, chosen, String.join(", ", candidates));
    }

    /**
     * Set "a": two 2 / 2 splits chosen wrong (the right reading is the other in the second, nowhere in the first), a
     * 3 / 1 majority and a lone candidate, both chosen right, and a 2 / 1 / 1 / 1 split chosen wrong (the runner-up is
     * right); set "b": a 2 / 1 / 1 split (beyond the default margin) chosen right, and a 1 / 1 split among three
     * candidates, one failing, chosen wrong with no right reading.
     */
    private static List<String> lines() {
        return List.of(
                question("a", 0, 0, candidate(0, 2, false, "OK"), candidate(1, 2, false, "OK")),
                question("a", 1, 0, candidate(0, 2, false, "OK"), candidate(1, 2, true, "EMPTY")),
                question("a", 2, 0, candidate(0, 3, true, "OK"), candidate(1, 1, false, "OK")),
                question("a", 3, 0, candidate(0, 4, true, "OK")),
                question("a", 4, 0, candidate(0, 2, false, "OK"), candidate(1, 1, true, "OK"),
                        candidate(2, 1, false, "OK"), candidate(3, 1, false, "OK")),
                question("b", 0, 0, candidate(0, 2, true, "OK"), candidate(1, 1, false, "OK"),
                        candidate(2, 1, false, "OK")),
                question("b", 1, 0, candidate(0, 1, false, "OK"), candidate(1, 1, false, "OK"),
                        candidate(2, 3, false, "ERROR")));
    }

    @Test
    void measuresTheSettingsAndArguesTheDefault(@TempDir Path dir) throws IOException {
        Path signals = dir.resolve("signals.jsonl");
        Files.write(signals, lines(), StandardCharsets.UTF_8);
        Path report = dir.resolve("disagreement.md");

        CliRun run = CliRun.of("corpus", "disagreement", "--signals", signals.toString(), "--out", report.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(run.out(), Files.readString(report));
        assertTrue(run.out().contains("7 (set, question) pairs: a 5, b 2."), run.out());
        // the default flags a's 2 / 2 splits and its 2 / 1 / 1 / 1, and b's 1 / 1: all chosen wrong; the three
        // answered are right
        assertTrue(run.out().contains("| **lead ≤ 0.50, margin ≤ 0.20 (default)** | **4 (57.1%)** | **0.0%** | **100.0%**"
                + " | **42.9%** | **50.0%** |"), run.out());
        // a margin of exactly the threshold counts: at 0.25 b's 2 / 1 / 1 split, chosen right, joins
        assertTrue(run.out().contains("| lead ≤ 0.50, margin ≤ 0.25 | 5 (71.4%) | 20.0% | 100.0% | 28.6% | 60.0% |"),
                run.out());
        assertTrue(run.out().contains("| none (answer all) | 0 | – | 42.9% | 100.0% | – |"), run.out());
        assertTrue(run.out().contains("| **60.0% · 0.0% · 100.0%** | **50.0% · 0.0% · 100.0%** |"), run.out());
        assertTrue(run.out().contains("The next wider setting, lead ≤ 0.50, margin ≤ 0.25, adds 1 question, of which"
                + " selection gets 1 right (100.0%)"), run.out());
        // wider settings take in b's split that selection got right: half of b's flagged then are right
        assertTrue(run.out().contains("On these figures the rule picks lead ≤ 0.50, margin ≤ 0.20, the shipped default."),
                run.out());
    }

    @Test
    void aSignalsFileWithoutClustersIsRefused(@TempDir Path dir) throws IOException {
        Path signals = dir.resolve("old.jsonl");
        Files.writeString(signals, "{\"set\": \"s\", \"id\": 0, \"db_id\": \"db\", \"chosen\": 0, \"candidates\": [{\"sql\":"
                + " \"SELECT 1\", \"votes\": 1, \"passes\": true, \"right\": true, \"score\": 0.5, \"features\": []}]}\n");

        CliRun run = CliRun.of("corpus", "disagreement", "--signals", signals.toString());

        assertEquals(2, run.exitCode(), run.out());
        assertTrue(run.err().contains("without cluster or result"), run.err());
    }
}
