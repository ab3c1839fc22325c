package io.nlguard.cli.corpus;

import io.nlguard.cli.DemoTarget;
import io.nlguard.model.load.DatabaseLoad;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

    @Option(names = "--databases", paramLabel = "DIR",
            description = "The folder of <db_id>/<db_id>.sqlite files (default: the corpus's spider_dev_databases).")
    Path databases;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        try {
            CorpusRows rows = CorpusRows.of(options.corpus(), databases);
            try (DemoTarget target = options.target()) {
                err.println("nlguard corpus load: " + rows.files().size() + " databases into " + target.kind());
                err.flush();
                CorpusDatabase database = CorpusDatabase.install(target.pgUrl(), target.credentials(), rows.catalogs(),
                        Duration.ofSeconds(5));
                List<DatabaseLoad> loads = database.loadRows(rows.files(), rows.catalogs(), load -> {
                    out.print(LoadSummary.of(load));
                    out.flush();
                });
                rows.unknown().forEach(dbId -> out.println(dbId + ": not in tables.json, not loaded"));
                out.print(LoadSummary.total(loads, (System.nanoTime() - start) / 1_000_000));
                out.flush();
            }
            return 0;
        } catch (SQLException e) {
            err.println("nlguard corpus load: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            return 1;
        } catch (IllegalArgumentException | IllegalStateException | IOException | UncheckedIOException e) {
            err.println("nlguard corpus load: " + e.getMessage());
            return 2;
        } finally {
            err.flush();
        }
    }
}
