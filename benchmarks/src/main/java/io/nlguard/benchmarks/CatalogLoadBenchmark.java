package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * Time of one {@link CatalogLoader#load} of a large schema ({@link LargeSchema}: 2,000 tables, 30,000
 * columns by default) from real PostgreSQL over loopback: what the first statement of a target pays,
 * and every reload after the catalog time to live. Goal: at most 2 s. The snapshot's retained size is
 * measured by {@link CatalogLoadMeasurement}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 10)
@Fork(1)
public class CatalogLoadBenchmark {

    @Param({"2000"})
    public int tables;

    private final CatalogLoader loader = new CatalogLoader();
    private TestDatabase db;
    private Connection connection;

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        db = PostgresServer.shared().createUniqueDatabase("catalog_load");
        connection = db.connect();
        LargeSchema.create(connection, tables);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        connection.close();
        PostgresServer.shared().dropDatabase(db);
    }

    @Benchmark
    public Catalog load() throws SQLException {
        return loader.load(connection);
    }
}
