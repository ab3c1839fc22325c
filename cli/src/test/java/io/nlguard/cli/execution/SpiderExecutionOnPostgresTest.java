package io.nlguard.cli.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.model.load.DatabaseLoad;
import io.nlguard.model.load.SqliteFiles;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Three real Spider dev databases loaded from the corpus's SQLite files, and gold queries with known
 * answers run through the guard on them (a few seconds; skipped without {@code spider_dev_databases}).
 */
@Tag("corpus")
@RealPostgres
class SpiderExecutionOnPostgresTest {

    private static final Optional<Path> DATABASES = CorpusLocation.find().map(d -> d.resolve("spider_dev_databases"))
            .filter(Files::isDirectory);

    @Test
    void loadsRealDatabasesAndTheGoldGivesItsKnownAnswers(TestDatabase db) throws Exception {
        assumeTrue(DATABASES.isPresent(), () -> "skipped: no spider_dev_databases in " + CorpusLocation.describe());
        Corpus corpus = Corpus.locate().orElseThrow();
        Map<String, Path> files = new LinkedHashMap<>();
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        for (String dbId : List.of("concert_singer", "network_1", "car_1")) {
            files.put(dbId, SqliteFiles.in(DATABASES.get()).get(dbId));
            catalogs.put(dbId, corpus.spiderSchemas().get(dbId));
        }
        CorpusDatabase database = CorpusDatabase.install(db.jdbcUrl(), db.properties(), catalogs, Duration.ofSeconds(5));
        Map<String, DatabaseLoad> loads = new LinkedHashMap<>();
        database.loadRows(files, catalogs, load -> loads.put(load.dbId(), load));

        assertEquals(31, loads.get("concert_singer").rowsLoaded()); // 9 + 6 + 6 + 10, as SOURCE.md counts
        assertEquals(46, loads.get("network_1").rowsLoaded());
        assertEquals(890, loads.get("car_1").rowsLoaded());
        assertEquals(14, loads.get("car_1").unfitCount()); // the text 'null' in cars_data.MPG and Horsepower

        assertEquals("6", answer(database, "concert_singer", "SELECT count(*) FROM singer"));
        assertEquals("16", answer(database, "network_1", "SELECT count(*) FROM Highschooler")); // a mixed-case name
        // a double-quoted string, which the guard's normalization makes a literal
        assertEquals("1", answer(database, "network_1", "SELECT count(*) FROM Highschooler WHERE name = \"Kyle\""));
        assertEquals("406", answer(database, "car_1", "SELECT count(*) FROM CARS_DATA"));

        // every gold query of concert_singer with a top-level ORDER BY or not, compared with itself: right
        List<GoldQuery> gold = corpus.spiderGold().stream().filter(q -> q.dbId().equals("concert_singer")).toList();
        Map<String, List<String>> asGold = Map.of("gold", corpus.spiderGold().stream().map(GoldQuery::sql).toList());
        ExecutionHarness.Run run = new ExecutionHarness(database, 10_000).run(gold,
                List.of(new SystemSet("self", List.of("gold"))), asGold, (d, n, e) -> { });
        List<QuestionOutcome> outcomes = run.bySet().get("self");
        assertEquals(gold.size(), outcomes.size());
        assertTrue(outcomes.stream().filter(QuestionOutcome::counted).allMatch(QuestionOutcome::oracleRight));
        assertTrue(outcomes.stream().filter(QuestionOutcome::counted).count() >= gold.size() - 4, run.goldFailures().toString());
    }

    private static String answer(CorpusDatabase database, String dbId, String sql) throws Exception {
        try (Connection c = database.openGuarded(dbId, ExecutionHarness.SETTINGS); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next());
            return rs.getString(1);
        }
    }
}
