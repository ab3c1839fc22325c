package io.nlguard.cli.selection;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.guard.nl.AnswerGuard;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.model.load.SqliteFiles;
import io.nlguard.nl.evaluate.CandidateSelection;
import io.nlguard.nl.evaluate.SelectedCandidate;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard select}: chooses one of each question's candidates, from whatever produced them, as the
 * {@code NL:} path's stage 5 does ({@link CandidateSelection}): the databases loaded once from SQLite into
 * PostgreSQL, each question's candidates judged by the answer guard, planned and run on a read-only session
 * of its database with a statement timeout.
 */
@Command(
        name = "select",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Choose one SQL among each question's candidates by the guard, EXPLAIN, execution and their signals.",
            "",
            "Input lines {\"id\", \"db_id\", \"question\", \"candidates\": [\"sql\", ...]}; output lines {\"id\",",
            "\"chosen\": <index into candidates or null>, \"confidence\": <0..1>, \"sql\": <what would run or null>}.",
            "Exit codes: 0 done, 1 the database failed, 2 bad options or input."
        })
public final class SelectCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--tables", required = true, paramLabel = "tables.json",
            description = "Spider-style tables.json describing the databases.")
    Path tables;

    @Option(names = "--databases", required = true, paramLabel = "DIR",
            description = "The folder of <db_id>/<db_id>.sqlite files whose rows are loaded.")
    Path databases;

    @Option(names = "--candidates", required = true, paramLabel = "IN.jsonl", description = "The questions and candidates.")
    Path candidates;

    @Option(names = "--out", required = true, paramLabel = "OUT.jsonl", description = "Where the choices are written.")
    Path out;

    @Option(names = "--url", paramLabel = "URL",
            description = "Use this PostgreSQL (jdbc:postgresql://host:port/db) instead of an embedded one; one schema per"
                    + " db_id is (re)created there.")
    String url;

    @Mixin
    CredentialOptions credentials;

    @Option(names = "--model", paramLabel = "FILE", defaultValue = "default",
            description = "The node model of the answer guard (nlguard.model): default, off, or a model file"
                    + " (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--statement-timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "PostgreSQL statement_timeout of each session (default: ${DEFAULT-VALUE}).")
    int statementTimeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            run(err);
            return 0;
        } catch (SQLException e) {
            err.println("nlguard select: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            return 1;
        } catch (IOException | IllegalArgumentException e) {
            err.println("nlguard select: " + e.getMessage());
            return 2;
        } finally {
            err.flush();
        }
    }

    private void run(PrintWriter err) throws IOException, SQLException {
        List<CandidateLine> lines = CandidateLine.read(candidates);
        Map<String, Catalog> described = TablesJsonReader.read(tables);
        Map<String, Path> files = SqliteFiles.in(databases);
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        Map<String, Path> used = new LinkedHashMap<>();
        for (String dbId : new TreeSet<>(lines.stream().map(CandidateLine::dbId).toList())) {
            if (!described.containsKey(dbId) || !files.containsKey(dbId)) {
                throw new IllegalArgumentException("database " + dbId + " is not in " + tables + " with a "
                        + dbId + "/" + dbId + ".sqlite in " + databases);
            }
            catalogs.put(dbId, described.get(dbId));
            used.put(dbId, files.get(dbId));
        }
        CandidateSelection selection = new CandidateSelection();
        Map<String, Connection> sessions = new HashMap<>();
        try (DemoTarget target = url == null ? DemoTarget.embedded() : credentials.existing(url)) {
            CorpusDatabase database = CorpusDatabase.install(target.pgUrl(), target.credentials(), catalogs,
                    Duration.ofSeconds(statementTimeoutSeconds));
            database.loadRows(used, catalogs, load -> err.printf("  %-30s %6d rows%n", load.dbId(), load.rowsLoaded()));
            try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
                for (CandidateLine line : lines) {
                    Connection session = sessions.get(line.dbId());
                    if (session == null) {
                        session = database.openDirect(line.dbId());
                        sessions.put(line.dbId(), session);
                    }
                    Catalog catalog = catalogs.get(line.dbId());
                    SelectedCandidate chosen = selection.select(line.question(), catalog, line.candidates(),
                            AnswerGuard.forCatalog(catalog, line.question(), model), session);
                    writer.write(line.answer(chosen.index(), chosen.confidence(), chosen.sql()));
                    writer.newLine();
                }
            } finally {
                for (Connection session : sessions.values()) {
                    session.close();
                }
            }
        }
        err.println("nlguard select: " + lines.size() + " questions, choices written to " + out);
    }
}
