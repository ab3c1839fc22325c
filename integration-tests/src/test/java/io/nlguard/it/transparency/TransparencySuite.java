package io.nlguard.it.transparency;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Runs every {@link Scenario} twice, once through the database's own JDBC URL and once through
 * {@code jdbc:nlguard:}, each time in a freshly created schema, and asserts identical outcomes.
 * Subclasses say which database and how to connect. The guarded side runs the real engine in
 * {@code nlguard.mode=observe}: every statement is parsed, checked and logged, and the wrappers must
 * still change nothing the application can see. (What the guard reports and blocks is tested elsewhere.)
 */
abstract class TransparencySuite {

    /** Outcomes of the guarded runs, by scenario name, for database-specific assertions. */
    protected final Map<String, Outcome> guardedOutcomes = new ConcurrentHashMap<>();

    protected abstract Dialect dialect();

    protected abstract Connection openRaw() throws SQLException;

    protected abstract Connection openGuarded() throws SQLException;

    @TestFactory
    Stream<DynamicTest> sameOutcomeThroughTheGuard() {
        return Scenario.all().stream().map(scenario -> DynamicTest.dynamicTest(scenario.name(), () -> {
            Outcome raw = run(scenario, false);
            Outcome guarded = run(scenario, true);
            assertEquals(raw.toString(), guarded.toString(), scenario.name());
            guardedOutcomes.put(scenario.name(), guarded);
        }));
    }

    private Outcome run(Scenario scenario, boolean guarded) throws Exception {
        resetSchema();
        try (Connection c = guarded ? openGuarded() : openRaw()) {
            c.setSchema(dialect().schema());
            return scenario.body().run(c, dialect());
        }
    }

    private void resetSchema() throws SQLException {
        try (Connection c = openRaw(); Statement s = c.createStatement()) {
            s.execute("drop schema if exists " + dialect().schema() + " cascade");
            s.execute("create schema " + dialect().schema());
        }
    }
}
