package io.nlguard.cli.corpus;

import io.nlguard.cli.DemoTarget;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.load.DatabaseLoad;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine.Option;

/** {@code --databases}: the SQLite databases whose rows {@code corpus load} and {@code corpus execution} load. */
public final class DatabasesOption {

    @Option(names = "--databases", paramLabel = "DIR",
            description = "The folder of <db_id>/<db_id>.sqlite files (default: the corpus's spider_dev_databases).")
    Path databases;

    /** The installed schemas with their rows, and what each load did. */
    record Loaded(CorpusDatabase database, List<DatabaseLoad> loads, CorpusRows rows) {
    }

    /**
     * Creates the folder's databases on the target (one schema per db_id, tables.json's tables) and loads their
     * rows, telling {@code each} after every database.
     */
    Loaded load(Corpus corpus, DemoTarget target, Duration statementTimeout, Consumer<DatabaseLoad> each)
            throws SQLException {
        CorpusRows rows = CorpusRows.of(corpus, databases);
        CorpusDatabase database = CorpusDatabase.install(target.pgUrl(), target.credentials(), rows.catalogs(),
                statementTimeout);
        return new Loaded(database, database.loadRows(rows.files(), rows.catalogs(), each), rows);
    }
}
