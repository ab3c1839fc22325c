package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import io.nlguard.cli.CliRun;
import io.nlguard.model.data.CorpusLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@code nlguard corpus rules} in-process on BIRD dev against embedded PostgreSQL. */
class RulesCommandTest {

    private static final Optional<Path> DATA = CorpusLocation.find();

    static CliRun run(String... args) {
        return CliRun.of(args);
    }

    @Test
    void printsAndWritesTheTableWithTheCommandThatMadeIt(@TempDir Path dir) throws IOException {
        assumeTrue(DATA.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Path output = dir.resolve("rules.md");
        CliRun run = run("corpus", "rules", "--data", DATA.get().toString(), "--benchmark", "bird_dev",
                "--every", "1000", "--output", output.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(run.out(), Files.readString(output));
        assertTrue(run.out().startsWith("# Guard rules on the BIRD dev corpus\n"), run.out());
        assertTrue(run.out().contains("corpus rules --data " + DATA.get() + " --benchmark bird_dev --every 1000"), run.out());
        assertTrue(run.out().contains("every gold query and one prediction in 1000, in "), run.out());
        assertTrue(run.out().contains("| statements | 1534 | 17 |"), run.out());
        assertTrue(run.err().contains("debit_card_specializing"), run.err());
    }

    @Test
    void refusesABadStrideBeforeStartingAnything() {
        CliRun run = run("corpus", "rules", "--every", "0");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("--every and --statement-timeout must be at least 1"), run.err());
    }

    @Test
    void needsASubcommand() {
        CliRun run = run("corpus");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("Missing required subcommand"), run.err());
    }
}
