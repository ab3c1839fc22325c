package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.cli.DemoStatements;
import io.nlguard.cli.DemoStep;
import io.nlguard.cli.SampleSchema;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * Whose SQL it is, through {@code jdbc:nlguard:} on real PostgreSQL with the bundled model: without a
 * question ({@code nlguard.sql-author=auto}) statements are people's, and correct SQL of the shapes text-to-SQL
 * systems often get wrong draws no 01NG1; a misspelled column is still reported by its lint rule. With a
 * question set, or {@code nlguard.sql-author=machine}, the model speaks as it was trained to. DDL is never scored.
 */
@RealPostgres
class SqlAuthorOnPostgresTest {

    private static final String SCHEMA = "shop";
    private static final String HAVING = "SELECT city FROM branches WHERE branch_id IN (SELECT home_branch FROM members"
            + " GROUP BY home_branch HAVING COUNT(*) > 10)";

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            new SampleSchema(SCHEMA).install(c);
            s.execute("create table shop.branches(branch_id int primary key, city text not null)");
            s.execute("create table shop.members(member_id int primary key, name text,"
                    + " home_branch int references shop.branches(branch_id))");
        }
    }

    private Connection open(String... settings) throws SQLException {
        List<String> all = new ArrayList<>(List.of("currentSchema", SCHEMA, "nlguard.mode", "annotate"));
        all.addAll(List.of(settings));
        return db.connectGuarded(all.toArray(String[]::new));
    }

    private static String demo(String titleStart) {
        return DemoStatements.all().stream().filter(step -> step.title().startsWith(titleStart)).map(DemoStep::sql)
                .findFirst().orElseThrow(() -> new AssertionError("no demo step " + titleStart));
    }

    private static List<String> warnings(Statement statement, String sqlState) throws SQLException {
        List<String> found = new ArrayList<>();
        for (SQLWarning w = statement.getWarnings(); w != null; w = w.getNextWarning()) {
            if (sqlState.equals(w.getSQLState())) {
                found.add(w.getMessage());
            }
        }
        return found;
    }

    private static GuardReport report(Statement statement) throws SQLException {
        return statement.unwrap(GuardedStatement.class).lastReport();
    }

    private static List<String> ruleIds(Statement statement) throws SQLException {
        return report(statement).findings().stream().map(Finding::ruleId).toList();
    }

    @Test
    void correctQueriesOfShapesModelsGetWrongDrawNoWarningWithoutAQuestion() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            for (String sql : List.of(demo("Revenue per region"), HAVING, demo("Overdue invoices"))) {
                s.executeQuery(sql).close();
                assertTrue(warnings(s, "01NG1").isEmpty(), sql + "\n" + warnings(s, "01NG1"));
                assertNotNull(report(s).nodeScores(), "still scored, as people's SQL: " + sql);
                assertTrue(report(s).nodeScores().maxProbability() < 0.5, sql + ": " + report(s).nodeScores().maxProbability());
            }
        }
    }

    @Test
    void readAsAModelsTheSameQueriesAreScoredAsBefore() throws SQLException {
        // a threshold at which the model warns of these correct queries when a model wrote them (on the
        // issue's schema it did at the default 0.8: p=0.80 and 0.84; on this one they score 0.71 and 0.77)
        String threshold = "0.7";
        try (Connection people = open("nlguard.warn-threshold", threshold); Statement p = people.createStatement();
             Connection machine = open("nlguard.warn-threshold", threshold, "nlguard.sql-author", "machine");
             Statement m = machine.createStatement()) {
            for (String sql : List.of(demo("Revenue per region"), HAVING)) {
                p.executeQuery(sql).close();
                m.executeQuery(sql).close();
                double asPeoples = report(p).nodeScores().maxProbability();
                double asModels = report(m).nodeScores().maxProbability();
                assertTrue(asModels > asPeoples + 0.3, "one offset in log-odds apart: " + asModels + " vs " + asPeoples);
                assertEquals(1, warnings(m, "01NG1").size(), sql + ": p=" + asModels);
                assertTrue(warnings(p, "01NG1").isEmpty(), sql + ": p=" + asPeoples);
            }
        }
    }

    @Test
    void aMisspelledColumnIsReportedOnceByItsRuleOnPeoplesSql() throws SQLException {
        String misspelled = demo("Misspelled column");
        try (Connection c = open(); Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeQuery(misspelled), "PostgreSQL refuses it");
            List<String> lint = warnings(s, "01NG2");
            assertTrue(lint.stream().anyMatch(w -> w.contains("lint.unknown-column") && w.contains("customers.name")),
                    lint.toString());
            assertTrue(warnings(s, "01NG1").isEmpty(), warnings(s, "01NG1").toString());
            assertTrue(!ruleIds(s).contains("risk.node"), ruleIds(s).toString());
        }
    }

    @Test
    void withAQuestionOrTheMachineSettingTheMisspelledColumnDrawsTheModelsWarning() throws SQLException {
        String misspelled = demo("Misspelled column");
        try (Connection c = open(); Statement s = c.createStatement()) {
            c.setClientInfo("nlguard.question", "Name and email of the customers of region 2");
            assertThrows(SQLException.class, () -> s.executeQuery(misspelled));
            List<String> risky = warnings(s, "01NG1");
            assertEquals(1, risky.size(), risky.toString());
            assertTrue(risky.get(0).contains("nmae") && risky.get(0).contains("driven by"), risky.get(0));
            assertTrue(!risky.get(0).contains("people's"), risky.get(0));

            c.setClientInfo("nlguard.question", ""); // people's again
            assertThrows(SQLException.class, () -> s.executeQuery(misspelled));
            assertTrue(warnings(s, "01NG1").isEmpty(), warnings(s, "01NG1").toString());
        }
        try (Connection c = open("nlguard.sql-author", "machine"); Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeQuery(misspelled));
            assertEquals(1, warnings(s, "01NG1").size(), warnings(s, "01NG1").toString());
        }
        try (Connection c = open("nlguard.sql-author", "people"); Statement s = c.createStatement()) {
            c.setClientInfo("nlguard.question", "Name and email of the customers of region 2");
            assertThrows(SQLException.class, () -> s.executeQuery(misspelled));
            assertTrue(warnings(s, "01NG1").isEmpty(), "people's, though a question is set");
        }
    }

    @Test
    void ddlNeverDrawsRiskWhoeverWroteIt() throws SQLException {
        for (String author : List.of("auto", "people", "machine")) {
            try (Connection c = open("nlguard.sql-author", author); Statement s = c.createStatement()) {
                c.setClientInfo("nlguard.question", "Make a table for new customers");
                s.execute("CREATE TABLE newtab_" + author + " (id int primary key, nmae text)");
                assertNull(report(s).nodeScores(), author);
                assertTrue(!ruleIds(s).contains("risk.node"), author + ": " + ruleIds(s));
                s.execute("CREATE VIEW newview_" + author + " AS SELECT customer_id, name FROM customers");
                assertNull(report(s).nodeScores(), author);
                s.execute("DROP VIEW newview_" + author);
                assertTrue(!ruleIds(s).contains("risk.node"), author + ": " + ruleIds(s));
            }
        }
    }
}
