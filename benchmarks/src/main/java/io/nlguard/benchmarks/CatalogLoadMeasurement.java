package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;

import java.lang.ref.Reference;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * Load time and retained heap of the catalog snapshot of a large schema ({@link LargeSchema}), outside JMH:
 * {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.CatalogLoadMeasurement [tables]}.
 * The retained size is the heap still in use after a full GC with the snapshot held, minus the heap in use
 * after a full GC without it: a {@link Runtime} estimate, good to a few hundred KB.
 */
public final class CatalogLoadMeasurement {

    private static final int LOADS = 5;
    private static final double MB = 1024.0 * 1024.0;

    private CatalogLoadMeasurement() {
    }

    public static void main(String[] args) throws SQLException, InterruptedException {
        int tables = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        CatalogLoader loader = new CatalogLoader();
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("catalog_measure");
        try (Connection connection = db.connect()) {
            long created = System.nanoTime();
            LargeSchema.create(connection, tables);
            System.out.printf("schema created in %d ms%n", (System.nanoTime() - created) / 1_000_000);

            long[] millis = new long[LOADS];
            Catalog catalog = null;
            for (int i = 0; i < LOADS; i++) {
                long started = System.nanoTime();
                catalog = loader.load(connection);
                millis[i] = (System.nanoTime() - started) / 1_000_000;
            }
            System.out.printf("%d tables, %d columns, %d foreign keys%n",
                    catalog.tables().size(), catalog.columnCount(), catalog.foreignKeys().size());
            Arrays.sort(millis);
            System.out.printf("load over %d runs: min %d ms, median %d ms, max %d ms%n",
                    LOADS, millis[0], millis[LOADS / 2], millis[LOADS - 1]);

            catalog = null;
            long without = HeapInUse.afterGc();
            catalog = loader.load(connection);
            long with = HeapInUse.afterGc();
            System.out.printf("retained by the snapshot: %.1f MB%n", (with - without) / MB);
            Reference.reachabilityFence(catalog);
        } finally {
            PostgresServer.shared().dropDatabase(db);
        }
    }
}
