package io.nlguard.nl.evaluate;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.guard.nl.NlTarget;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One target's HikariCP pool for planning candidates: at most {@value #MAX_CONNECTIONS} connections, none
 * made before the first question, each read-only for the session ({@code setReadOnly(true)} and
 * {@code default_transaction_read_only=on}) with {@code statement_timeout} of
 * {@value TargetExplainer#TIMEOUT_SECONDS} s, closed after {@value #IDLE_SECONDS} s unused.
 */
final class ExplainPool implements AutoCloseable {

    /** The seed's parallel EXPLAIN needs no more: planning takes milliseconds and K is at most 6. */
    static final int MAX_CONNECTIONS = 4;
    /** HikariCP's shortest idle timeout is 10 s; a minute keeps them across a burst of questions. */
    static final int IDLE_SECONDS = 60;

    private static final AtomicInteger POOLS = new AtomicInteger();

    private final HikariDataSource pool;
    private final String key;
    /** Guarded by the {@link ExplainPools} that owns this pool. */
    int users;
    long lastUsedNanos = System.nanoTime();

    ExplainPool(NlTarget target) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("nlguard-explain-" + POOLS.incrementAndGet());
        config.setDataSource(new TargetDataSource(target));
        config.setMaximumPoolSize(MAX_CONNECTIONS);
        config.setMinimumIdle(0);
        config.setIdleTimeout(TimeUnit.SECONDS.toMillis(IDLE_SECONDS));
        config.setMaxLifetime(TimeUnit.MINUTES.toMillis(10));
        config.setKeepaliveTime(0);
        config.setConnectionTimeout(TimeUnit.SECONDS.toMillis(TargetExplainer.TIMEOUT_SECONDS));
        config.setValidationTimeout(TimeUnit.SECONDS.toMillis(1));
        // no connection at construction: the first question makes the first one
        config.setInitializationFailTimeout(-1);
        config.setAutoCommit(true);
        config.setReadOnly(true);
        config.setConnectionInitSql("SET SESSION default_transaction_read_only = on; "
                + "SET SESSION statement_timeout = " + TimeUnit.SECONDS.toMillis(TargetExplainer.TIMEOUT_SECONDS));
        this.pool = new HikariDataSource(config);
        this.key = target.key();
    }

    Connection borrow() throws SQLException {
        return pool.getConnection();
    }

    String key() {
        return key;
    }

    /** The connections open now, in use or idle. */
    int connections() {
        return pool.getHikariPoolMXBean() == null ? 0 : pool.getHikariPoolMXBean().getTotalConnections();
    }

    boolean isClosed() {
        return pool.isClosed();
    }

    @Override
    public void close() {
        pool.close();
    }
}
