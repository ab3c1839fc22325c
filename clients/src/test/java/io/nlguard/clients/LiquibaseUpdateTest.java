package io.nlguard.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;

import javax.sql.DataSource;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;
import liquibase.Contexts;
import liquibase.LabelExpression;
import liquibase.Liquibase;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import liquibase.resource.ClassLoaderResourceAccessor;

/**
 * The real Liquibase updates a real PostgreSQL through {@code jdbc:nlguard:}, handed an
 * {@code NlGuardDataSource} or a HikariCP pool (as Spring Boot does), or the URL alone, as its CLI takes it
 * (the driver jar tells Liquibase the driver of {@code jdbc:nlguard:} URLs).
 *
 * <p>Its bookkeeping draws no finding but one: on a database it meets for the first time it empties its
 * new lock table with {@code DELETE FROM databasechangeloglock}, which {@code firewall.write-without-where}
 * refuses in the default mode, since the guard cannot see that the table is empty. Annotate mode reports
 * it and runs; block mode needs that rule at {@code warn} on Liquibase's connection.
 */
class LiquibaseUpdateTest {

    private static final String CHANGELOG = "db/changelog/changelog.yaml";
    /** The two bookkeeping tables, and the changelog's two tables, added column, index and view. */
    private static final long DDL_STATEMENTS = 7;
    private static final Map<String, String> ANNOTATE = Map.of("nlguard.mode", "annotate");
    private static final Map<String, String> LOCK_TABLE_DELETE_WARNS = Map.of("nlguard.rule.firewall.write-without-where", "warn");

    @ParameterizedTest
    @EnumSource(Via.class)
    void updatesInAnnotateModeAndTheLockTablesFirstDeleteIsTheOnlyBookkeepingFinding(Via via) throws Exception {
        Map<String, Long> found = updateTwice(via, ANNOTATE);
        assertEquals(1L, found.remove("firewall.write-without-where"), found::toString);
        assertEquals(1L, found.remove(GuardFindings.BLOCKED), "reported as would-be-blocked, and run: " + found);
        assertEquals(Map.of(), found);
    }

    @ParameterizedTest
    @EnumSource(Via.class)
    void updatesInBlockModeWithTheWriteWithoutWhereRuleAtWarn(Via via) throws Exception {
        Map<String, Long> found = updateTwice(via, LOCK_TABLE_DELETE_WARNS);
        assertEquals(1L, found.remove("firewall.write-without-where"), found::toString);
        assertEquals(Map.of(), found);
    }

    @ParameterizedTest
    @EnumSource(Via.class)
    void inTheDefaultModeTheFirstUpdateIsRefusedAtTheLockTablesDelete(Via via) throws Exception {
        PostgresServer server = PostgresServer.shared();
        TestDatabase db = server.createUniqueDatabase("liquibase");
        DataSource pool = via == Via.URL ? null : via.dataSource(db, Map.of());
        try {
            Exception failure = assertThrows(Exception.class, () -> update(db, Map.of(), pool));
            NlGuardException refusal = causeOf(failure);
            assertNotNull(refusal, () -> "refused by the guard: " + failure);
            assertEquals("42NG2", refusal.getSQLState());
            assertTrue(refusal.getMessage().contains("[firewall.write-without-where] Table(databasechangeloglock)"),
                    refusal::getMessage);
        } finally {
            Via.close(pool);
            server.dropDatabase(db);
        }
    }

    /**
     * Updates a new database twice; asserts the schema, that the second update drew no finding, and that
     * the first drew firewall.ddl on each DDL statement; returns the first update's other findings.
     */
    private static Map<String, Long> updateTwice(Via via, Map<String, String> settings) throws Exception {
        PostgresServer server = PostgresServer.shared();
        TestDatabase db = server.createUniqueDatabase("liquibase");
        DataSource pool = via == Via.URL ? null : via.dataSource(db, settings);
        try {
            GuardFindings first = GuardFindings.start();
            update(db, settings, pool);
            Map<String, Long> found = first.since();
            FlywayMigrationTest.assertMigrated(db);

            GuardFindings again = GuardFindings.start();
            update(db, settings, pool);
            assertEquals(Map.of(), again.since(), "an update with nothing to do draws no finding");

            assertEquals(DDL_STATEMENTS, found.remove("firewall.ddl"), () -> "firewall.ddl on every DDL statement: " + found);
            return found;
        } finally {
            Via.close(pool);
            server.dropDatabase(db);
        }
    }

    private static void update(TestDatabase db, Map<String, String> settings, DataSource pool) throws Exception {
        try (Connection connection = pool != null ? pool.getConnection() : byUrl(db, settings)) {
            Database database = DatabaseFactory.getInstance().findCorrectDatabaseImplementation(new JdbcConnection(connection));
            try (Liquibase liquibase = new Liquibase(CHANGELOG, new ClassLoaderResourceAccessor(), database)) {
                liquibase.update(new Contexts(), new LabelExpression());
            }
        }
    }

    /** How Liquibase's CLI connects to {@code --url} without {@code --driver}: the driver jar tells it the driver. */
    private static Connection byUrl(TestDatabase db, Map<String, String> settings) throws Exception {
        return DatabaseFactory.getInstance().openConnection(Via.url(db, settings), db.user(), db.password(),
                null, null, null, null, new ClassLoaderResourceAccessor()).getUnderlyingConnection();
    }

    private static NlGuardException causeOf(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof NlGuardException refusal) {
                return refusal;
            }
        }
        return null;
    }
}
