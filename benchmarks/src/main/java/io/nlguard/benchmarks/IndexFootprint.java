package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.nl.retrieve.SchemaIndex;

import java.lang.ref.Reference;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap the retrieval index of a catalog snapshot retains: {@value #COPIES} indexes of {@value #COPIES}
 * snapshots of the schema are built and held, and the heap in use after full GCs with them, minus before
 * them (the snapshots already loaded and held both times), is divided by {@value #COPIES}. A first build,
 * not counted, initializes what every index shares (Lucene's codecs, the analyzer's tables). An object-graph
 * walk (JOL) agrees in a quiet JVM (0.03 MB for 2 tables, 0.50 MB for 2,000) but not in this one: the
 * analyzer's per-thread state reaches every thread that ever searched. A stage that adds an index per
 * snapshot adds its own line here.
 */
final class IndexFootprint {

    private static final int COPIES = 5;

    private IndexFootprint() {
    }

    static long schemaIndexBytes(Connection connection) throws SQLException, InterruptedException {
        CatalogLoader loader = new CatalogLoader();
        List<Catalog> snapshots = new ArrayList<>();
        for (int i = 0; i < COPIES; i++) {
            snapshots.add(loader.load(connection));
        }
        SchemaIndex.build(loader.load(connection));
        long before = usedAfterGc();
        List<SchemaIndex> indexes = new ArrayList<>();
        for (Catalog snapshot : snapshots) {
            indexes.add(SchemaIndex.build(snapshot));
        }
        long after = usedAfterGc();
        Reference.reachabilityFence(indexes);
        Reference.reachabilityFence(snapshots);
        return (after - before) / COPIES;
    }

    private static long usedAfterGc() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        // several rounds: one System.gc() may leave garbage that reference processing frees later
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
        }
        return used;
    }
}
