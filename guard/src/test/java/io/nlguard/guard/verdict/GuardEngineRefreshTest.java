package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogSource;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.score.NodeScorers;

/**
 * A statement naming a relation the snapshot does not know asks the catalog source once for a fresher
 * snapshot and is inspected against it; a statement whose relations are all known never asks.
 * (The driver's source, which reads PostgreSQL, is tested on a real server in the integration tests.)
 */
class GuardEngineRefreshTest {

    private static final Catalog BEFORE = Catalog.of(List.of("public"), List.of(table("customers", "id", "name")));
    private static final Catalog AFTER = Catalog.of(List.of("public"),
            List.of(table("customers", "id", "name"), table("shipments", "id", "note")));

    /** Hands out BEFORE, and AFTER when asked for a fresher snapshot; counts the asks. */
    private static final class RecordingSource implements CatalogSource {
        Catalog current = BEFORE;
        final List<Long> refreshedFrom = new ArrayList<>();

        @Override
        public Catalog current() {
            return current;
        }

        @Override
        public Catalog refreshed(Catalog stale) {
            refreshedFrom.add(stale.version());
            current = AFTER;
            return AFTER;
        }
    }

    private final GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT.withModel(NodeScorers.OFF));

    @Test
    void aRelationCreatedSinceTheSnapshotIsFoundInAFresherOne() {
        RecordingSource source = new RecordingSource();
        Decision decision = engine.inspect("SELECT id, note FROM shipments", new GuardContext(EntryPoint.EXECUTE, source));
        assertEquals(List.of(BEFORE.version()), source.refreshedFrom);
        assertEquals(AFTER.version(), decision.report().catalogVersion());
        assertTrue(decision.report().findings().isEmpty(), () -> decision.report().findings().toString());
    }

    @Test
    void knownRelationsNeverAskForAFresherSnapshot() {
        RecordingSource source = new RecordingSource();
        engine.inspect("SELECT name FROM customers", new GuardContext(EntryPoint.EXECUTE, source));
        engine.inspect("WITH shipments AS (SELECT 1) SELECT * FROM shipments", new GuardContext(EntryPoint.EXECUTE, source));
        engine.inspect("CREATE TABLE parcels (id int)", new GuardContext(EntryPoint.EXECUTE, source));
        assertTrue(source.refreshedFrom.isEmpty());
    }

    @Test
    void aWrongNameAsksOncePerStatementAndStaysUnknown() {
        RecordingSource source = new RecordingSource();
        Decision decision = engine.inspect("SELECT id FROM shipmentz", new GuardContext(EntryPoint.EXECUTE, source));
        assertEquals(1, source.refreshedFrom.size());
        // inspected against the fresh snapshot, which suggests the new table
        assertTrue(decision.report().findings().stream().anyMatch(f -> f.ruleId().equals("lint.unknown-table")
                && "did you mean shipments?".equals(f.fix())), () -> decision.report().findings().toString());
        // a source that cannot read (inside a transaction) hands back the stale snapshot: the verdict stands
        Decision again = engine.inspect("SELECT id FROM parcelz", new GuardContext(EntryPoint.EXECUTE, new CatalogSource() {
            @Override
            public Catalog current() {
                return BEFORE;
            }
        }));
        assertFalse(again.report().findings().isEmpty());
        assertEquals(BEFORE.version(), again.report().catalogVersion());
    }

    private static Table table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            list.add(new Column(columns[i], i + 1, Types.INTEGER, "int4", true));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, list, List.of(), List.of());
    }
}
