package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.cli.CliRun;
import io.nlguard.model.data.CorpusLocation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@code nlguard corpus abstention} in-process on the generated set (seconds; skipped without the corpus). */
@Tag("corpus")
class AbstentionCommandTest {

    private static final Optional<Path> DATA = CorpusLocation.find();
    private static final Pattern HEADLINE = Pattern.compile(
            "recall on mutants ([\\d.]+)% · right outcome [\\d.]+% · false abstention on originals ([\\d.]+)%");

    @Test
    void theDetectorsAloneReachTheIssuesGoalOnTheGeneratedSetAndOnItsFile(@TempDir Path dir) {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        CliRun run = CliRun.of("corpus", "abstention", "--data", DATA.get().toString());
        assertEquals(0, run.exitCode(), run.both());
        Matcher m = HEADLINE.matcher(run.out());
        assertTrue(m.find(), run.out());
        assertTrue(Double.parseDouble(m.group(1)) >= 80, "recall: " + m.group());
        assertTrue(Double.parseDouble(m.group(2)) <= 5, "false abstention: " + m.group());

        Path set = dir.resolve("set.jsonl");
        CliRun write = CliRun.of("corpus", "mutations", "--data", DATA.get().toString(), "--out", set.toString());
        assertEquals(0, write.exitCode(), write.both());
        CliRun fromFile = CliRun.of("corpus", "abstention", "--data", DATA.get().toString(), "--set", set.toString());
        assertEquals(run.out(), fromFile.out(), "the file gives the same figures as the set in memory");
    }
}
