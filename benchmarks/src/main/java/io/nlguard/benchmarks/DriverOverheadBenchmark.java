package io.nlguard.benchmarks;

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
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;

/**
 * Cost of going through {@code jdbc:nlguard:} instead of {@code jdbc:postgresql:} for a trivial
 * SELECT over loopback, on the same real PostgreSQL in the same run. {@code driver=postgresql} is
 * the baseline; divide the nlguard score by it. With today's pass-through guard this measures the
 * wrappers and the interception plumbing alone.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DriverOverheadBenchmark {

    @Param({"postgresql", "nlguard"})
    public String driver;

    private TestDatabase db;
    private Connection connection;
    private PreparedStatement prepared;
    private int id;

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        db = PostgresServer.shared().createUniqueDatabase("overhead_" + driver);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table items(id int primary key, name text not null)");
            s.execute("insert into items select i, 'item ' || i from generate_series(1, 1000) i");
        }
        String url = driver.equals("nlguard") ? db.nlguardUrl() : db.jdbcUrl();
        connection = DriverManager.getConnection(url, db.properties());
        prepared = connection.prepareStatement("select name from items where id = ?");
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        prepared.close();
        connection.close();
        PostgresServer.shared().dropDatabase(db);
    }

    /** Execute an already prepared statement: the hot path of a pooled application. */
    @Benchmark
    public String executePrepared() throws SQLException {
        prepared.setInt(1, nextId());
        try (ResultSet rs = prepared.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** Prepare, execute, close per call: every call passes the guard's interception point. */
    @Benchmark
    public String prepareAndExecute() throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("select name from items where id = ?")) {
            p.setInt(1, nextId());
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }

    private int nextId() {
        id = id % 1000 + 1;
        return id;
    }
}
