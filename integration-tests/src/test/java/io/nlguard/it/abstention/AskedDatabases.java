package io.nlguard.it.abstention;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import io.nlguard.cli.SampleSchema;
import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.load.SqliteFiles;
import io.nlguard.testsupport.TestDatabase;

/**
 * The databases the abstention set's questions are about, on one real PostgreSQL: the Spider dev databases with
 * rows (one schema per db_id, their SQLite rows loaded as {@code nlguard corpus load} loads them) and the demo's
 * sample schema with its data under the set's db_id for it. Connections through {@code jdbc:nlguard:} with given
 * settings, the db_id's schema first on the search path.
 */
final class AskedDatabases {

    /** The db_id of the demo's items (the cli's {@code MutationsCommand.DEMO_DB}). */
    static final String DEMO_DB = "nlguard_demo";

    private final TestDatabase db;
    private final CorpusDatabase spider;

    private AskedDatabases(TestDatabase db, CorpusDatabase spider) {
        this.db = db;
        this.spider = spider;
    }

    /** Installs and loads them; a few seconds. */
    static AskedDatabases install(TestDatabase db, Corpus corpus, Path sqliteDir) throws SQLException {
        Map<String, Path> files = new LinkedHashMap<>();
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        SqliteFiles.in(sqliteDir).forEach((dbId, file) -> {
            Catalog catalog = corpus.spiderSchemas().get(dbId);
            if (catalog != null) {
                files.put(dbId, file);
                catalogs.put(dbId, catalog);
            }
        });
        CorpusDatabase spider = CorpusDatabase.install(db.jdbcUrl(), db.properties(), catalogs, Duration.ofSeconds(5));
        spider.loadRows(files, catalogs, load -> { });
        try (Connection c = db.connect()) {
            new SampleSchema(DEMO_DB).install(c);
        }
        return new AskedDatabases(db, spider);
    }

    /**
     * A {@code jdbc:nlguard:} connection on the db_id's schema, read-only, with a 5 s statement timeout and these
     * settings. The schema is named in the URL, not only in the properties: the pipeline shares its EXPLAIN
     * connections and value indexes among connections of the same URL and user, whatever their search path.
     */
    Connection open(String dbId, Map<String, String> settings) throws SQLException {
        String schema = DEMO_DB.equals(dbId) ? DEMO_DB : spider.schema(dbId);
        Properties session = db.properties();
        session.setProperty("options", "-c default_transaction_read_only=on -c statement_timeout=5000");
        settings.forEach(session::setProperty);
        String url = db.nlguardUrl() + "?currentSchema="
                + URLEncoder.encode(PgIdentifiers.sql(schema), StandardCharsets.UTF_8);
        return DriverManager.getConnection(url, session);
    }
}
