package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.Test;

/** The demo's seeds: the catalog read from the DDL is the installed one, and every gold SQL runs and returns rows. */
@RealPostgres
class DemoSeedsTest {

    @Test
    void theDemoQuestionsComeFirst() {
        assertEquals(DemoQuestions.QUESTIONS, DemoSeeds.GOLD.keySet().stream().limit(DemoQuestions.QUESTIONS.size()).toList());
    }

    @Test
    void everyGoldRunsOnTheSampleSchemaAndTheCatalogMatchesIt(TestDatabase db) throws SQLException {
        try (Connection conn = db.connect(); Statement st = conn.createStatement()) {
            new SampleSchema("abstention_demo").install(conn);
            st.execute("SET search_path TO abstention_demo");
            for (Map.Entry<String, String> gold : DemoSeeds.GOLD.entrySet()) {
                try (ResultSet rs = st.executeQuery(gold.getValue())) {
                    assertTrue(rs.next(), "no rows: " + gold);
                }
            }
            Catalog catalog = DemoSeeds.catalog();
            assertEquals(Set.copyOf(SampleSchema.TABLES), catalog.tables().stream().map(t -> t.name().name()).collect(Collectors.toSet()));
            for (var table : catalog.tables()) {
                try (ResultSet rs = st.executeQuery("SELECT column_name FROM information_schema.columns WHERE"
                        + " table_schema = 'abstention_demo' AND table_name = '" + table.name().name() + "'")) {
                    Set<String> installed = new java.util.HashSet<>();
                    while (rs.next()) {
                        installed.add(rs.getString(1));
                    }
                    assertEquals(installed, table.columns().stream().map(Column::name).collect(Collectors.toSet()),
                            table.name().name());
                }
            }
        }
    }
}
