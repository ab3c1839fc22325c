package io.nlguard.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;

/**
 * The real Flyway migrates a real PostgreSQL through {@code jdbc:nlguard:}, in the default mode (block) and
 * in annotate mode, handed an {@code NlGuardDataSource}, a HikariCP pool, or the URL (the plugin in the
 * driver jar). Its own statements (the schema history, the advisory lock, {@code SET ROLE} back to the
 * login) draw no finding; the migrations' DDL draws {@code firewall.ddl}, a warning, and runs.
 */
class FlywayMigrationTest {

    /**
     * firewall.ddl per first run: the five DDL statements of the migrations, and the three that make
     * Flyway's history table (CREATE TABLE, its primary key, an index): DDL all, and a warning, which runs.
     */
    private static final long DDL_STATEMENTS = 8;

    /** Each way in the default mode (no setting: block) and in annotate mode. */
    static Stream<Arguments> ways() {
        List<Arguments> ways = new ArrayList<>();
        for (Map<String, String> settings : List.of(Map.<String, String>of(), Map.of("nlguard.mode", "annotate"))) {
            for (Via via : Via.values()) {
                ways.add(Arguments.of(settings.isEmpty() ? "default (block)" : "annotate", settings, via));
            }
        }
        return ways.stream();
    }

    @ParameterizedTest(name = "{0} mode, {2}")
    @MethodSource("ways")
    void migratesOnceAndItsBookkeepingDrawsNoFinding(String label, Map<String, String> settings, Via via) throws SQLException {
        PostgresServer server = PostgresServer.shared();
        TestDatabase db = server.createUniqueDatabase("flyway");
        DataSource pool = via == Via.URL ? null : via.dataSource(db, settings);
        try {
            FluentConfiguration config = Flyway.configure().locations("classpath:db/migration");
            Flyway flyway = (pool != null ? config.dataSource(pool)
                    : config.dataSource(Via.url(db, settings), db.user(), db.password())).load();

            GuardFindings first = GuardFindings.start();
            assertEquals(3, flyway.migrate().migrationsExecuted);
            Map<String, Long> found = first.since();
            assertEquals(DDL_STATEMENTS, found.remove("firewall.ddl"), () -> "firewall.ddl on every DDL statement: " + found);
            assertEquals(Map.of(), found, "Flyway's bookkeeping draws no finding, and nothing is blocked or unparsed");
            assertMigrated(db);

            GuardFindings again = GuardFindings.start();
            assertEquals(0, flyway.migrate().migrationsExecuted);
            MigrationInfo[] applied = flyway.info().applied();
            assertEquals(3, applied.length);
            assertTrue(Arrays.stream(applied).allMatch(m -> m.getState() == MigrationState.SUCCESS),
                    () -> Arrays.toString(applied));
            assertEquals(0, flyway.info().pending().length);
            assertEquals(Map.of(), again.since(), "a migrate with nothing to do and info() draw no finding");
        } finally {
            Via.close(pool);
            server.dropDatabase(db);
        }
    }

    /** Read with plain pgjdbc: the tables, the added column, the seeded rows, the index and the view. */
    static void assertMigrated(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals(List.of("branch_id", "city"), column(s,
                    "SELECT column_name FROM information_schema.columns WHERE table_name = 'branches' ORDER BY ordinal_position"));
            assertEquals(List.of("member_id", "name", "home_branch", "joined"), column(s,
                    "SELECT column_name FROM information_schema.columns WHERE table_name = 'members' ORDER BY ordinal_position"));
            assertEquals(List.of("3"), column(s, "SELECT count(*) FROM members"));
            assertEquals(List.of("members_home_branch_idx"), column(s,
                    "SELECT indexname FROM pg_indexes WHERE tablename = 'members' AND indexname NOT LIKE '%pkey'"));
            assertEquals(List.of("Lyon 2", "Porto 1"), column(s,
                    "SELECT city || ' ' || members FROM members_per_city ORDER BY city"));
        }
    }

    static List<String> column(Statement s, String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }
}
