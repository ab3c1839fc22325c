package io.nlguard.cli.corpus;

import io.nlguard.cli.DemoTarget;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus load}: creates each SQLite database of a folder in PostgreSQL, one schema per
 * db_id with the tables of tables.json, copies its rows and says what did not fit.
 */
@Command(
        name = "load",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Load the rows of Spider's SQLite databases into PostgreSQL.",
            "",
            "Each <dir>/<db_id>/<db_id>.sqlite becomes one schema with tables.json's tables and keys; printed per",
            "database: the tables, the rows loaded, the values that do not fit their column's type (loaded as",
            "NULL), the keys the rows violate and the time."
        })
public final class LoadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions options;

    @Mixin
    DatabasesOption databases;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        return CorpusExits.run("nlguard corpus load", err, () -> {
            try (DemoTarget target = options.target()) {
                err.println("nlguard corpus load: loading into " + target.kind());
                err.flush();
                DatabasesOption.Loaded loaded = databases.load(options.corpus(), target, Duration.ofSeconds(5), load -> {
                    out.print(LoadSummary.of(load));
                    out.flush();
                });
                loaded.rows().unknown().forEach(dbId -> out.println(dbId + ": not in tables.json, not loaded"));
                out.print(LoadSummary.total(loaded.loads(), (System.nanoTime() - start) / 1_000_000));
                out.flush();
            }
        });
    }
}
