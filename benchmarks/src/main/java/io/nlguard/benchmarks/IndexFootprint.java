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
 * The heap the retrieval index of a catalog snapshot retains: copies of the snapshot's index are built and
 * held (enough for about 10 MB, so the GC's noise of a few hundred KB does not matter), and the heap in use
 * after full GCs with them, minus before them (the snapshot loaded and held both times), is divided by their
 * number. A first build,
 * not counted, initializes what every index shares (Lucene's codecs, the analyzer's tables). An object-graph
 * walk (JOL) agrees in a quiet JVM (0.03 MB for 2 tables, 0.50 MB for 2,000) but not in this one: the
 * analyzer's per-thread state reaches every thread that ever searched. A stage that adds an index per
 * snapshot adds its own line here.
 */
final class IndexFootprint {

    private static final long TARGET_BYTES = 10L << 20;

    private IndexFootprint() {
    }

    static long schemaIndexBytes(Connection connection) throws SQLException, InterruptedException {
        Catalog snapshot = new CatalogLoader().load(connection);
        SchemaIndex.build(snapshot);
        // about 20 bytes a column is what an index of the 2,000-table catalog takes: aim at TARGET_BYTES
        int copies = (int) Math.max(5, Math.min(500, TARGET_BYTES / (20L * Math.max(1, snapshot.columnCount()))));
        long before = HeapInUse.afterGc();
        List<SchemaIndex> indexes = new ArrayList<>();
        for (int i = 0; i < copies; i++) {
            indexes.add(SchemaIndex.build(snapshot));
        }
        long after = HeapInUse.afterGc();
        Reference.reachabilityFence(indexes);
        Reference.reachabilityFence(snapshot);
        System.out.printf("(%d copies of the index: %.1f MB in all)%n", copies, (after - before) / (1024.0 * 1024.0));
        return (after - before) / copies;
    }
}
