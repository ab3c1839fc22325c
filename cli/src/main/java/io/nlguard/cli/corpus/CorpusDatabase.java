package io.nlguard.cli.corpus;

import io.nlguard.driver.NlGuardUrl;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.SchemaInstaller;
import io.nlguard.model.load.DatabaseLoad;
import io.nlguard.model.load.SqliteLoader;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The corpus databases installed in one PostgreSQL database as empty tables, one schema per db_id,
 * and connections whose search path is that schema: straight through pgjdbc, or through
 * {@code jdbc:nlguard:} with given guard settings. Every session is read-only and has a statement
 * timeout, so corpus SQL of any kind can be sent as it is.
 */
public final class CorpusDatabase {

    private final String pgUrl;
    private final Properties properties;
    private final Map<String, String> schemaByDbId;
    private final Set<String> spiderDbIds;
    private final Duration statementTimeout;

    private CorpusDatabase(String pgUrl, Properties properties, Map<String, String> schemaByDbId,
            Set<String> spiderDbIds, Duration statementTimeout) {
        this.pgUrl = pgUrl;
        this.properties = properties;
        this.schemaByDbId = Map.copyOf(schemaByDbId);
        this.spiderDbIds = Set.copyOf(spiderDbIds);
        this.statementTimeout = statementTimeout;
    }

    /**
     * Creates the databases of the benchmarks' questions (replacing schemas of the same names).
     *
     * @param pgUrl      a plain pgjdbc URL, {@code jdbc:postgresql://host:port/db}
     * @param properties user, password and any other pgjdbc settings
     */
    public static CorpusDatabase install(String pgUrl, Properties properties, Corpus corpus, List<Benchmark> benchmarks,
            Duration statementTimeout) throws SQLException {
        Set<String> spiderDbIds = benchmarks.contains(Benchmark.SPIDER_DEV)
                ? corpus.schemas(Benchmark.SPIDER_DEV).keySet() : Set.of();
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        for (Benchmark benchmark : benchmarks) {
            // the BIRD versions share their databases, so they share the installed schemas too
            corpus.schemas(benchmark).forEach((dbId, catalog) -> catalogs.putIfAbsent(key(spiderDbIds, benchmark, dbId), catalog));
        }
        Map<String, String> schemas;
        try (Connection c = connectDirect(pgUrl, properties)) {
            schemas = SchemaInstaller.install(c, catalogs);
        }
        return new CorpusDatabase(pgUrl, copy(properties), schemas, spiderDbIds, statementTimeout);
    }

    /**
     * Creates the given databases, empty, one schema per db_id (replacing schemas of the same names); a
     * Spider database for {@link #key}.
     */
    public static CorpusDatabase install(String pgUrl, Properties properties, Map<String, Catalog> catalogs,
            Duration statementTimeout) throws SQLException {
        Map<String, String> schemas;
        try (Connection c = connectDirect(pgUrl, properties)) {
            schemas = SchemaInstaller.install(c, catalogs);
        }
        return new CorpusDatabase(pgUrl, copy(properties), schemas, catalogs.keySet(), statementTimeout);
    }

    /**
     * Copies the rows of each SQLite file into the schema of its db_id (see {@link SqliteLoader}), in
     * the files' order, telling {@code each} after every database.
     *
     * @param files    db_id to its SQLite file; every db_id must be installed
     * @param catalogs the catalogs the schemas were installed from
     */
    public List<DatabaseLoad> loadRows(Map<String, Path> files, Map<String, Catalog> catalogs, Consumer<DatabaseLoad> each)
            throws SQLException {
        List<DatabaseLoad> loads = new ArrayList<>();
        try (Connection c = connectDirect(pgUrl, properties)) {
            for (Map.Entry<String, Path> file : files.entrySet()) {
                schema(file.getKey()); // installed, or say so
                DatabaseLoad load = SqliteLoader.load(c, file.getKey(), catalogs.get(file.getKey()), file.getValue());
                loads.add(load);
                each.accept(load);
            }
        }
        return loads;
    }

    /**
     * The installed database a statement runs on: its db_id, or {@code bird_<db_id>} for a BIRD database
     * whose name a different Spider database has too ({@code formula_1}).
     */
    public String key(CorpusStatement statement) {
        return key(spiderDbIds, statement.benchmark(), statement.dbId());
    }

    private static String key(Set<String> spiderDbIds, Benchmark benchmark, String dbId) {
        return benchmark.isBird() && spiderDbIds.contains(dbId) ? "bird_" + dbId : dbId;
    }

    /** The work of a corpus run on one installed database's statements. */
    @FunctionalInterface
    public interface DatabaseWork {
        void run(String key, List<CorpusStatement> statements) throws SQLException;
    }

    /**
     * Hands {@code work} the statements of each installed database in turn, databases in first-seen
     * order, and tells {@code progress} after each.
     */
    public void forEachDatabase(List<CorpusStatement> statements, CorpusChecker.Progress progress, DatabaseWork work)
            throws SQLException {
        Map<String, List<CorpusStatement>> grouped = new LinkedHashMap<>();
        for (CorpusStatement s : statements) {
            grouped.computeIfAbsent(key(s), k -> new ArrayList<>()).add(s);
        }
        long done = 0;
        for (Map.Entry<String, List<CorpusStatement>> entry : grouped.entrySet()) {
            work.run(entry.getKey(), entry.getValue());
            done += entry.getValue().size();
            progress.databaseDone(entry.getKey(), entry.getValue().size(), done, statements.size());
        }
    }

    /** The keys of the installed databases (see {@link #key}). */
    public Set<String> dbIds() {
        return schemaByDbId.keySet();
    }

    /** The PostgreSQL schema holding a db_id's tables. */
    public String schema(String dbId) {
        String schema = schemaByDbId.get(dbId);
        if (schema == null) {
            throw new IllegalArgumentException("no installed database " + dbId);
        }
        return schema;
    }

    /** A pgjdbc connection on the db_id's schema that the guard does not see (e.g. to EXPLAIN a rewrite). */
    public Connection openDirect(String dbId) throws SQLException {
        return connectDirect(pgUrl, session(dbId));
    }

    /**
     * A {@code jdbc:nlguard:} connection on the db_id's schema. Each schema is its own search path, so
     * the guard reads and caches one catalog per db_id.
     *
     * @param guardSettings {@code nlguard.*} settings, e.g. {@code nlguard.mode=annotate}
     */
    public Connection openGuarded(String dbId, Map<String, String> guardSettings) throws SQLException {
        Properties session = session(dbId);
        guardSettings.forEach(session::setProperty);
        return DriverManager.getConnection(NlGuardUrl.PREFIX + pgUrl.substring("jdbc:".length()), session);
    }

    /** pgjdbc settings of a session: the schema first on the search path, read-only, bounded statements. */
    private Properties session(String dbId) {
        Properties session = copy(properties);
        session.setProperty("currentSchema", PgIdentifiers.sql(schema(dbId)));
        String options = "-c default_transaction_read_only=on -c statement_timeout=" + statementTimeout.toMillis();
        String given = properties.getProperty("options");
        session.setProperty("options", given == null || given.isBlank() ? options : given + " " + options);
        return session;
    }

    // pgjdbc is not announced to DriverManager inside the shaded jar, so its class is used directly.
    private static Connection connectDirect(String url, Properties properties) throws SQLException {
        Connection c = new org.postgresql.Driver().connect(url, properties);
        if (c == null) {
            throw new SQLException("not a PostgreSQL JDBC URL: " + url, "08001");
        }
        return c;
    }

    private static Properties copy(Properties source) {
        Properties copy = new Properties();
        source.stringPropertyNames().forEach(key -> copy.setProperty(key, source.getProperty(key)));
        return copy;
    }
}
