package io.nlguard.nl.evilink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;
import io.nlguard.nl.evaluate.TargetExplainer;
import io.nlguard.nl.testing.ReadOnlySessionTarget;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The agent's tools on a real PostgreSQL: L3 statistics on a read-only connection of their own, probes through the guard. */
@RealPostgres
class TargetToolsOnPostgresTest {

    private static Catalog catalog;

    private final CandidateCheck guard = sql -> sql.toLowerCase().contains("delete")
            ? Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE, "[firewall.read-only] it writes rows"), List.of())
            : Decision.allow(sql);

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table shipments(id int primary key, weight numeric(8,2), carrier text, "
                    + "shipped date, fragile boolean, meta jsonb)");
            s.execute("insert into shipments select i, case when i % 4 = 0 then null else i * 1.5 end, "
                    + "(array['DHL','UPS','UPS','Posten'])[1 + i % 4], date '2026-01-01' + i, i % 2 = 0, "
                    + "jsonb_build_object('k', i % 3) from generate_series(1, 40) i");
            catalog = new CatalogLoader().load(c);
        }
    }

    private TargetTools tools(TestDatabase db, ReadOnlySessionTarget target) {
        NlRequest request = new NlRequest("q", catalog, NlSettings.DEFAULT, target, guard, "tools");
        return new TargetTools(request, new TargetExplainer(target));
    }

    @Test
    void fieldStatsGiveRangeDistinctTopValuesAndNullShareOnOneConnectionOfTheirOwn(TestDatabase db) {
        ReadOnlySessionTarget target = new ReadOnlySessionTarget(db);
        try (TargetTools tools = tools(db, target)) {
            String weight = tools.fieldStats("shipments", "weight");
            assertEquals("shipments.weight: 40 rows read, 25% null, 30 distinct, from 1.50 to 58.50, "
                    + "top: 1.50 (1), 10.50 (1), 13.50 (1), 15.00 (1), 16.50 (1)", weight, "ties by their text");
            String carrier = tools.fieldStats("SHIPMENTS", "Carrier");
            assertEquals("shipments.carrier: 40 rows read, 0% null, 3 distinct, from DHL to UPS, "
                    + "top: UPS (20), DHL (10), Posten (10)", carrier);
            assertTrue(tools.fieldStats("shipments", "shipped").contains("from 2026-01-02 to 2026-02-10"));
            assertTrue(tools.fieldStats("shipments", "fragile").contains("2 distinct, from false to true"),
                    "booleans have no min(): compared as text");
            assertTrue(tools.fieldStats("shipments", "meta").contains("3 distinct"), "jsonb counted by its text");
            assertEquals("error: no column 'shipments.colour'", tools.fieldStats("shipments", "colour"));
        }
        assertEquals(1, target.opened(), "one connection for all the statistics of a question");
    }

    @Test
    void namesComeFromTheCatalogAndProbesGoThroughTheGuardThenExplain(TestDatabase db) {
        try (TargetTools tools = tools(db, new ReadOnlySessionTarget(db))) {
            assertTrue(tools.listTables().contains("shipments"));
            assertTrue(tools.listColumns("shipments").startsWith("shipments: id INT4 (identifier), weight NUMERIC (number)"),
                    tools.listColumns("shipments"));
            assertEquals("error: no table 'parcels'", tools.listColumns("parcels"));
            assertEquals("planned", tools.probeSql("SELECT carrier FROM shipments WHERE weight > 3"));
            assertTrue(tools.probeSql("SELECT colour FROM shipments").contains("42703"),
                    tools.probeSql("SELECT colour FROM shipments"));
            assertEquals("refused by the guard: [firewall.read-only] it writes rows",
                    tools.probeSql("DELETE FROM shipments"));
        }
    }
}
