package io.nlguard.cli.corpus;

import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --statement-timeout} and {@code --max-rows}: the bounds of {@code corpus execution} and {@code corpus selection}. */
public final class RunLimitsOption {

    @Option(names = "--statement-timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "PostgreSQL statement_timeout per statement (default: ${DEFAULT-VALUE}).")
    int statementTimeoutSeconds;

    @Option(names = "--max-rows", paramLabel = "N", defaultValue = "10000",
            description = "Rows read per result at most; a longer result counts as failed (default: ${DEFAULT-VALUE}).")
    int maxRows;

    /** The statement timeout, after checking both bounds are at least 1. */
    Duration statementTimeout() {
        if (statementTimeoutSeconds < 1 || maxRows < 1) {
            throw new IllegalArgumentException("--statement-timeout and --max-rows must be at least 1");
        }
        return Duration.ofSeconds(statementTimeoutSeconds);
    }

    int maxRows() {
        return maxRows;
    }

    int statementTimeoutSeconds() {
        return statementTimeoutSeconds;
    }
}
