package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.nl.retrieve.SchemaIndex;
import io.nlguard.nl.values.CatalogValues;
import io.nlguard.nl.values.JdbcValueSource;
import io.nlguard.nl.values.ValueBounds;
import io.nlguard.nl.values.ValueIndex;

import java.lang.ref.Reference;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The heap the indexes of a catalog snapshot retain (the BM25 index of retrieval, the value index of value
 * linking): copies of the snapshot's index are built and
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

    /** The snapshot's indexes, in bytes retained each: what a catalog costs the question pipeline's heap. */
    record Footprint(long schemaIndexBytes, long valueIndexBytes, int values) {
    }

    /**
     * @param values opens a connection for the value index to read the distinct values of text columns on,
     *               as the pipeline does (read once here; only the index built from them is copied)
     */
    static Footprint of(Connection connection, JdbcValueSource.Connector values) throws SQLException, InterruptedException {
        Catalog snapshot = new CatalogLoader().load(connection);
        // about 20 bytes a column is what an index of the 2,000-table catalog takes: aim at TARGET_BYTES
        int schemaCopies = (int) Math.max(5, Math.min(500, TARGET_BYTES / (20L * Math.max(1, snapshot.columnCount()))));
        long schema = retained("BM25 index", schemaCopies, () -> SchemaIndex.build(snapshot));
        CatalogValues read = new JdbcValueSource(values, true).read(snapshot, ValueBounds.of(NlStages.DEFAULT.valuesPerColumn()));
        int valueCopies = (int) Math.max(5, Math.min(500, TARGET_BYTES / (100L * Math.max(1, read.values()))));
        long value = retained("value index", valueCopies, () -> ValueIndex.build(read));
        Reference.reachabilityFence(snapshot);
        return new Footprint(schema, value, read.values());
    }

    /** The heap one more of {@code build}'s results retains: copies held, after full GCs, minus before. */
    private static long retained(String what, int copies, Supplier<Object> build) throws InterruptedException {
        build.get(); // a first build, not counted: what every copy shares
        long before = HeapInUse.afterGc();
        List<Object> held = new ArrayList<>();
        for (int i = 0; i < copies; i++) {
            held.add(build.get());
        }
        long after = HeapInUse.afterGc();
        Reference.reachabilityFence(held);
        System.out.printf("(%d copies of the %s: %.1f MB in all)%n", copies, what, (after - before) / (1024.0 * 1024.0));
        return (after - before) / copies;
    }
}
