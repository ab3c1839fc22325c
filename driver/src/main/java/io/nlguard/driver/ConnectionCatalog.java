package io.nlguard.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogCache;
import io.nlguard.guard.schema.CatalogKey;
import io.nlguard.guard.schema.CatalogSource;

/**
 * One connection's view of the shared catalog cache. The snapshot is read when the connection opens,
 * before the application has it. Afterwards, when the cached snapshot expired or DDL made it stale,
 * it is read again on this connection only while it is in autocommit mode, so the guard never starts
 * or joins a transaction of the application's; otherwise the last snapshot stays in use. The same
 * holds when a statement names a relation the snapshot does not know (see {@link #refreshed}). DDL run
 * inside the application's transaction cannot be seen until it commits: until then the snapshot is
 * handed out marked {@link Catalog#missingOwnChanges() missing the connection's own changes}, so the
 * tables the transaction created are not reported unknown (a migration's CREATE TABLE, then its
 * ALTER, INDEX and INSERT on that table).
 */
final class ConnectionCatalog implements CatalogSource {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionCatalog.class);

    /**
     * How old a shared snapshot must be before a statement naming an unknown relation reloads it. A
     * table created by another client a second ago is found; a name that is simply wrong, sent in a
     * loop by any number of connections, costs one schema read (a few bulk metadata queries) per second
     * per snapshot at most, instead of one per statement.
     */
    static final Duration RELOAD_MIN_AGE = Duration.ofSeconds(1);

    private final Connection real;
    private final CatalogCache cache;
    private final CatalogKey key;
    private volatile Catalog last;
    /** Set by DDL run outside autocommit mode; cleared once the connection is back in autocommit mode. */
    private volatile boolean ownChangesUnseen;
    private volatile MarkedCopy marked;

    /** {@code base} marked as missing the connection's own changes: one copy per snapshot. */
    private record MarkedCopy(Catalog base, Catalog copy) {
    }

    private ConnectionCatalog(Connection real, CatalogCache cache, CatalogKey key, Catalog first) {
        this.real = real;
        this.cache = cache;
        this.key = key;
        this.last = first;
    }

    /**
     * Reads (or shares) the snapshot for a freshly opened connection. A schema that cannot be read
     * leaves the guard without schema knowledge rather than failing the connection.
     */
    static CatalogSource open(Connection real, String url, String user, CatalogCache cache) {
        try {
            CatalogKey key = CatalogCache.keyFor(url, user, real);
            return new ConnectionCatalog(real, cache, key, cache.get(key, real));
        } catch (SQLException | RuntimeException e) {
            LOG.warn("nlguard could not read the schema of {}; checking without it: {}", url, e.toString());
            return CatalogSource.UNAVAILABLE;
        }
    }

    @Override
    public Catalog current() {
        if (ownChangesUnseen) {
            return currentWhileOwnChangesUnseen();
        }
        Catalog cached = cache.getIfPresent(key);
        if (cached != null) {
            last = cached;
            return cached;
        }
        try {
            if (real.getAutoCommit() && !real.isClosed()) {
                last = cache.get(key, real);
            }
        } catch (SQLException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        return last;
    }

    /**
     * After DDL inside a transaction: once the connection is back in autocommit mode the transaction
     * ended, and a snapshot read meanwhile by another connection may predate its commit, so the shared
     * one is dropped and read again; until then the last snapshot, marked as missing those changes.
     */
    private Catalog currentWhileOwnChangesUnseen() {
        try {
            if (real.getAutoCommit()) {
                ownChangesUnseen = false;
                cache.invalidate(key);
                return current();
            }
        } catch (SQLException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        Catalog base = last;
        MarkedCopy copy = marked;
        if (copy == null || copy.base() != base) {
            // one copy (one version) per snapshot, so repeated statements keep their cached verdicts
            copy = new MarkedCopy(base, base.missingOwnChanges());
            marked = copy;
        }
        return copy.copy();
    }

    /**
     * A statement named a relation {@code stale} does not know: re-read the schema if this connection is
     * in autocommit mode (never inside the application's transaction) and the shared snapshot is at least
     * {@link #RELOAD_MIN_AGE} old, or take the one another connection already re-read.
     */
    @Override
    public Catalog refreshed(Catalog stale) {
        try {
            if (real.getAutoCommit() && !real.isClosed()) {
                last = cache.refresh(key, real, stale, RELOAD_MIN_AGE);
                return last;
            }
        } catch (SQLException | RuntimeException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        return stale;
    }

    @Override
    public void schemaChanged() {
        cache.invalidate(key);
        try {
            ownChangesUnseen |= !real.getAutoCommit();
        } catch (SQLException e) {
            ownChangesUnseen = true;
        }
    }
}
