package io.nlguard.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogCache;
import io.nlguard.guard.schema.CatalogKey;
import io.nlguard.guard.schema.CatalogSource;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.driver.nl.TargetOpener;
import io.nlguard.guard.nl.NlTarget;

/**
 * One connection's view of the shared catalog cache. A connection the driver opened asks the database
 * nothing while it connects (its session's search path, the cache's key, is remembered from an earlier
 * connection: {@link DefaultSearchPaths}) and does not wait for a snapshot the cache lacks: it is read on a
 * connection of its own on a snapshot thread ({@link BackgroundSnapshots}),
 * and the connection's first statements wait for it at most {@code nlguard.catalog.wait} in all; past that
 * they are checked without the schema ({@link #stillReading()}) until it arrives. A snapshot that cannot be
 * read leaves this connection without schema knowledge and is tried again by the next connection. A
 * connection from an application's DataSource reads it on itself while it opens (a pooled DataSource
 * may have no connection to spare). Afterwards, when the cached snapshot expired or DDL made it stale,
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

    /**
     * Targets read in the background on a connection of their own: PostgreSQL, where another connection
     * with the same URL and properties is a session like the application's. Elsewhere it may not even be
     * the same database (an unnamed in-memory H2 database is private to its connection).
     */
    private static final String POSTGRESQL = "jdbc:postgresql:";

    private final Connection real;
    private final CatalogCache cache;
    private final String url;
    private final String user;
    /** Null until known: a connection whose session's search path was not learnt yet gets it with its snapshot. */
    private volatile CatalogKey key;
    private final long waitNanos;
    private volatile Catalog last;
    /** The shared snapshot the last statement found, while it is still the cache's: no lookup per statement. */
    private volatile CatalogCache.Held held;
    /** The snapshot being read in the background; null once it arrived (or failed). */
    private volatile CompletableFuture<BackgroundSnapshots.Keyed> pending;
    /** When the wait for {@link #pending} runs out: the first statement's start plus the wait; 0 before. */
    private long waitEnds;
    private volatile boolean stillReading;
    /** The background read failed: this connection checks without the schema, the next one reads again. */
    private volatile boolean unreadable;
    /** Set by DDL run outside autocommit mode; cleared once the connection is back in autocommit mode. */
    private volatile boolean ownChangesUnseen;
    private volatile MarkedCopy marked;

    /** {@code base} marked as missing the connection's own changes: one copy per snapshot. */
    private record MarkedCopy(Catalog base, Catalog copy) {
    }

    private ConnectionCatalog(Connection real, CatalogCache cache, String url, String user, CatalogKey key,
                              Catalog first, CompletableFuture<BackgroundSnapshots.Keyed> pending, Duration wait) {
        this.real = real;
        this.cache = cache;
        this.url = url;
        this.user = user;
        this.key = key;
        this.last = first;
        this.pending = pending;
        this.waitNanos = wait.toNanos();
    }

    /**
     * The snapshot source of a freshly opened connection. One the driver opened ({@code session} not null:
     * the target URL with its properties) asks the database nothing: its session's search path is known from
     * an earlier connection (then its snapshot is the cache's, or read in the background), or is learnt with
     * the snapshot in the background on a connection {@code opener} opens. A connection from a DataSource,
     * or to a target other than PostgreSQL, reads its search path, and the snapshot when the cache lacks
     * it, on itself now. A schema that cannot be
     * read leaves the guard without schema knowledge rather than failing the connection.
     */
    static CatalogSource open(Connection real, String url, String user, String session, GuardConfig config,
                              TargetOpener opener) {
        CatalogCache cache = CatalogCache.shared(config.catalogTtl());
        Duration wait = config.catalogWait();
        try {
            if (session != null && opener.access() == NlTarget.Access.DRIVER && url.startsWith(POSTGRESQL)) {
                List<String> searchPath = DefaultSearchPaths.get(session, config.catalogTtl());
                if (searchPath == null) {
                    return new ConnectionCatalog(real, cache, url, user, null, Catalog.unavailable(),
                            BackgroundSnapshots.learnAndLoad(cache, url, user, session, opener), wait);
                }
                CatalogKey key = new CatalogKey(url, user, searchPath);
                Catalog cached = cache.getIfPresent(key);
                return cached != null
                        ? new ConnectionCatalog(real, cache, url, user, key, cached, null, wait)
                        : new ConnectionCatalog(real, cache, url, user, key, Catalog.unavailable(),
                        BackgroundSnapshots.load(cache, key, opener), wait);
            }
            CatalogKey key = CatalogCache.keyFor(url, user, real);
            return new ConnectionCatalog(real, cache, url, user, key, cache.get(key, real), null, wait);
        } catch (SQLException | RuntimeException e) {
            LOG.warn("nlguard could not read the schema of {}; checking without it: {}", url, e.toString());
            return CatalogSource.UNAVAILABLE;
        }
    }

    @Override
    public Catalog current() {
        CompletableFuture<BackgroundSnapshots.Keyed> loading = pending;
        if (loading != null) {
            Catalog arrived = awaitSnapshot(loading);
            if (arrived == null) {
                return Catalog.unavailable();
            }
        }
        if (unreadable) {
            return Catalog.unavailable();
        }
        if (ownChangesUnseen) {
            return currentWhileOwnChangesUnseen();
        }
        try {
            CatalogKey known = key();
            if (known == null) {
                // the search path changed inside the application's transaction: learnt again in autocommit mode
                return markedLast();
            }
            CatalogCache.Held found = held;
            if (found != null && cache.isStillCached(found)) {
                return found.catalog();
            }
            found = cache.hold(known);
            if (found != null) {
                held = found;
                last = found.catalog();
                return found.catalog();
            }
            if (real.getAutoCommit() && !real.isClosed()) {
                last = cache.get(known, real);
            }
        } catch (SQLException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        return last;
    }

    /**
     * The background snapshot, waited for until this connection's wait runs out; null while it is still being
     * read (then {@link #stillReading()}). When it arrives it is the connection's snapshot, as one from the
     * cache would be; when its read failed the connection carries on without the schema.
     */
    private Catalog awaitSnapshot(CompletableFuture<BackgroundSnapshots.Keyed> loading) {
        BackgroundSnapshots.Keyed arrived;
        try {
            arrived = loading.isDone() ? loading.join() : loading.get(remainingWait(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            stillReading = true;
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stillReading = true;
            return null;
        } catch (ExecutionException | RuntimeException e) {
            arrived = null; // the cache completes with null rather than exceptionally; this is the same failure
        }
        pending = null;
        stillReading = false;
        if (arrived == null) {
            unreadable = true;
            return Catalog.unavailable();
        }
        key = arrived.key();
        last = arrived.catalog();
        return arrived.catalog();
    }

    /**
     * The cache key; when the background read that was to learn it was dropped (DDL ran meanwhile), read
     * on this connection, in autocommit mode only (else null: the caller keeps the last snapshot).
     */
    private CatalogKey key() throws SQLException {
        CatalogKey known = key;
        if (known == null && real.getAutoCommit() && !real.isClosed()) {
            known = CatalogCache.keyFor(url, user, real);
            key = known;
        }
        return known;
    }

    private synchronized long remainingWait() {
        long now = System.nanoTime();
        if (waitEnds == 0) {
            waitEnds = now + waitNanos;
        }
        return Math.max(0, waitEnds - now);
    }

    @Override
    public boolean stillReading() {
        return stillReading;
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
                CatalogKey known = key();
                if (known != null) {
                    cache.invalidate(known);
                }
                return current();
            }
        } catch (SQLException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        return markedLast();
    }

    /** The last snapshot marked as missing what this connection cannot see yet: names it lacks are not reported. */
    private Catalog markedLast() {
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
        if (pending != null || unreadable) {
            return stale; // the snapshot being read is the fresher one; a failed read is not retried here
        }
        try {
            CatalogKey known = key();
            if (known != null && real.getAutoCommit() && !real.isClosed()) {
                last = cache.refresh(known, real, stale, RELOAD_MIN_AGE);
                return last;
            }
        } catch (SQLException | RuntimeException e) {
            LOG.debug("nlguard kept the previous schema snapshot: {}", e.toString());
        }
        return stale;
    }

    /**
     * A statement that may have changed the session's search path ran: the connection's key is learnt again on
     * this connection at the next statement in autocommit mode ({@link #key()}, one query), and the snapshot is the
     * cache's for the new path. Inside the application's transaction nothing is read: until then the last snapshot
     * is handed out marked, so that tables on the new path are not reported unknown.
     */
    @Override
    public void searchPathChanged() {
        pending = null; // a snapshot still being read is of the old path
        stillReading = false;
        held = null;
        key = null;
    }

    @Override
    public void schemaChanged() {
        CompletableFuture<BackgroundSnapshots.Keyed> loading = pending;
        pending = null; // a snapshot still being read may predate the change: read it again when asked
        stillReading = false;
        if (loading != null) {
            loading.thenAccept(read -> {
                if (read != null) {
                    cache.invalidate(read.key());
                }
            });
        }
        CatalogKey known = key;
        if (known != null) {
            cache.invalidate(known);
        }
        try {
            ownChangesUnseen |= !real.getAutoCommit();
        } catch (SQLException e) {
            ownChangesUnseen = true;
        }
    }
}
