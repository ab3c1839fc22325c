package io.nlguard.guard.schema;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Catalog snapshots by {@link CatalogKey}, shared by the connections of the JVM and reloaded once they
 * are older than the time to live (driver setting {@value #TTL_PROPERTY}, default {@link #DEFAULT_TTL}).
 *
 * <p>A miss loads on the calling thread with the caller's connection; concurrent callers for the same key
 * wait for that one load instead of starting their own. Loads of different keys never wait for each other.
 * A failed load is not cached: its exception goes to the caller whose connection it used, and callers
 * that were waiting for it then load with their own connections. {@link #loadInBackground} fills a miss
 * on a connection of its own, on another thread, and hands out the entry to wait for.
 */
public final class CatalogCache {

    /** The driver setting that holds the time to live, a duration. */
    public static final String TTL_PROPERTY = "nlguard.catalog.ttl";
    public static final Duration DEFAULT_TTL = Duration.ofMinutes(5);

    private static final Map<Duration, CatalogCache> SHARED = new ConcurrentHashMap<>();
    private static final Logger LOG = LoggerFactory.getLogger(CatalogCache.class);
    /** The longest a {@link Held} snapshot counts as cached without a lookup, however long the time to live. */
    private static final Duration HELD_AT_MOST = Duration.ofDays(36_500);

    /** How a miss is filled; the real one is {@link CatalogLoader#load}, tests count calls. */
    @FunctionalInterface
    interface Loader {
        Catalog load(Connection connection) throws SQLException;

        /** A load on a connection other than the one the key's search path was read on. */
        default Catalog load(Connection connection, List<String> searchPath) throws SQLException {
            return load(connection);
        }
    }

    /** Opens a connection of the cache's own to a key's target, as the key's login; the cache closes it. */
    @FunctionalInterface
    public interface ConnectionOpener {
        Connection open() throws SQLException;
    }

    private final AsyncCache<CatalogKey, Catalog> cache;
    private final Loader loader;
    private final Ticker ticker;
    private final long ttlNanos;
    /**
     * Counts snapshots dropped or replaced before their time to live ran out, bumped after the cache let
     * them go: a {@link Held} snapshot is still the cache's while this count is the one read before it was
     * looked up, and its time to live has not run out.
     */
    private final AtomicLong departures = new AtomicLong();

    /** A cache of its own with this time to live; prefer {@link #shared(Duration)} outside tests. */
    public CatalogCache(Duration ttl) {
        this(ttl, Ticker.systemTicker());
    }

    /** As {@link #CatalogCache(Duration)}, with the clock the expiry reads (tests pass a fake one). */
    public CatalogCache(Duration ttl, Ticker ticker) {
        this(ttl, ticker, new RealLoader(new CatalogLoader()));
    }

    private record RealLoader(CatalogLoader loader) implements Loader {
        @Override
        public Catalog load(Connection connection) throws SQLException {
            return loader.load(connection);
        }

        @Override
        public Catalog load(Connection connection, List<String> searchPath) throws SQLException {
            return loader.load(connection, searchPath);
        }
    }

    CatalogCache(Duration ttl, Ticker ticker, Loader loader) {
        if (ttl.isNegative()) {
            throw new IllegalArgumentException(TTL_PROPERTY + " must not be negative: " + ttl);
        }
        this.loader = Objects.requireNonNull(loader, "loader");
        this.ticker = ticker;
        this.ttlNanos = (ttl.compareTo(HELD_AT_MOST) > 0 ? HELD_AT_MOST : ttl).toNanos(); // an expiry never wraps
        this.cache = Caffeine.newBuilder()
                .expireAfterWrite(ttl)
                .ticker(ticker)
                // A handful of entries: housekeeping on the caller's thread is cheap and keeps tests deterministic.
                .executor(Runnable::run)
                .buildAsync();
    }

    /** The JVM-wide cache with the default time to live. */
    public static CatalogCache shared() {
        return shared(DEFAULT_TTL);
    }

    /** The JVM-wide cache for this time to live: connections configured alike share snapshots. */
    public static CatalogCache shared(Duration ttl) {
        return SHARED.computeIfAbsent(ttl, CatalogCache::new);
    }

    /**
     * The key of a connection: its target, login and current search path (one query on PostgreSQL).
     * Needs autocommit mode, see {@link CatalogLoader}.
     */
    public static CatalogKey keyFor(String url, String user, Connection connection) throws SQLException {
        return new CatalogKey(url, user, CatalogLoader.searchPath(connection));
    }

    /**
     * The snapshot for this key, loaded with {@code connection} on a miss. The connection must be in
     * autocommit mode when a load is needed (see {@link CatalogLoader}); a hit does not touch it.
     */
    public Catalog get(CatalogKey key, Connection connection) throws SQLException {
        while (true) {
            CompletableFuture<Catalog> ours = new CompletableFuture<>();
            CompletableFuture<Catalog> entry = cache.get(key, (k, executor) -> ours);
            if (entry == ours) {
                return loadInto(key, ours, connection);
            }
            Catalog loaded = entry.join();
            if (loaded != null) {
                return loaded;
            }
            // The load we waited for failed, perhaps because of that caller's connection: try with ours.
            // The cache drops the entry itself, maybe only after we wake; drop it now so we do not find it again.
            cache.asMap().remove(key, entry);
        }
    }

    /**
     * Runs the load for an entry this caller inserted. A failure goes to this caller alone; the entry is
     * completed with null, which makes the cache drop it (without logging) and sends waiters to try again.
     */
    private Catalog loadInto(CatalogKey key, CompletableFuture<Catalog> entry, Connection connection) throws SQLException {
        Catalog catalog = null;
        try {
            // the key's search path was read on this connection just before: no need to ask again
            catalog = loader.load(connection, key.searchPath());
            return catalog;
        } finally {
            entry.complete(catalog);
        }
    }

    /**
     * The entry for this key, which completes with the snapshot, or with null when its load failed (then
     * dropped, so that the next caller loads again). On a miss the load runs on {@code executor}, on a
     * connection {@code opener} opens for it and closes after, read with the key's search path: the
     * caller's connection is not touched. A failure is logged, never thrown.
     */
    public CompletableFuture<Catalog> loadInBackground(CatalogKey key, ConnectionOpener opener, Executor executor) {
        CompletableFuture<Catalog> ours = new CompletableFuture<>();
        CompletableFuture<Catalog> entry = cache.get(key, (k, e) -> ours);
        if (entry != ours) {
            return entry;
        }
        try {
            executor.execute(() -> loadOnOwnConnection(key, opener, ours));
        } catch (RejectedExecutionException e) {
            LOG.warn("nlguard could not start reading the schema of {}: {}", key, e.toString());
            ours.complete(null);
        }
        return ours;
    }

    private void loadOnOwnConnection(CatalogKey key, ConnectionOpener opener, CompletableFuture<Catalog> entry) {
        Catalog catalog = null;
        try (Connection connection = opener.open()) {
            catalog = loader.load(connection, key.searchPath());
        } catch (SQLException | RuntimeException e) {
            LOG.warn("nlguard could not read the schema of {}; statements are checked without it until a later "
                    + "connection reads it: {}", key, e.toString());
        } finally {
            entry.complete(catalog);
        }
    }

    /**
     * A snapshot fresher than {@code stale}, asked for by a statement that names a relation {@code stale}
     * does not know: the one already cached or loading when {@code stale} has been replaced; else a new
     * load with {@code connection} (autocommit mode, see {@link #get}) when {@code stale} is at least
     * {@code minAge} old; else {@code stale}. A wrong name sent by many connections thus reloads a shared
     * snapshot at most once per {@code minAge}.
     */
    public Catalog refresh(CatalogKey key, Connection connection, Catalog stale, Duration minAge) throws SQLException {
        CompletableFuture<Catalog> entry = cache.getIfPresent(key);
        if (entry == null || !entry.isDone() || entry.join() != stale) {
            return get(key, connection);
        }
        Duration age = cache.synchronous().policy().expireAfterWrite()
                .flatMap(expiry -> expiry.ageOf(key)).orElse(Duration.ZERO);
        if (age.compareTo(minAge) < 0) {
            return stale;
        }
        CompletableFuture<Catalog> ours = new CompletableFuture<>();
        if (cache.asMap().replace(key, entry, ours)) {
            departures.incrementAndGet();
            return loadInto(key, ours, connection);
        }
        return get(key, connection);
    }

    /** The cached snapshot, or null if none is cached or its load is still running. */
    public Catalog getIfPresent(CatalogKey key) {
        CompletableFuture<Catalog> entry = cache.getIfPresent(key);
        return entry != null && entry.isDone() ? entry.join() : null;
    }

    /** Drops the snapshot, e.g. after DDL; the next {@link #get} loads a new one with a new version. */
    public void invalidate(CatalogKey key) {
        cache.synchronous().invalidate(key);
        departures.incrementAndGet();
    }

    /** Drops every snapshot. */
    public void invalidateAll() {
        cache.synchronous().invalidateAll();
        departures.incrementAndGet();
    }

    /**
     * The cached snapshot, held so that {@link #isStillCached} can tell that it still is without a lookup, or
     * null if none is cached or its load is still running. For a connection's statements: most find the
     * snapshot the last one found.
     */
    public Held hold(CatalogKey key) {
        long seen = departures.get();
        long now = ticker.read(); // read before the entry's age: the expiry computed is never past the cache's
        Catalog catalog = getIfPresent(key);
        if (catalog == null) {
            return null;
        }
        long age = cache.synchronous().policy().expireAfterWrite()
                .flatMap(expiry -> expiry.ageOf(key)).map(Duration::toNanos).orElse(ttlNanos);
        return new Held(catalog, seen, now - age + ttlNanos);
    }

    /** Whether {@code held} is still the snapshot {@link #getIfPresent} would return: none left, none expired. */
    public boolean isStillCached(Held held) {
        return departures.get() == held.departures() && held.expiresAt() - ticker.read() > 0;
    }

    /** A snapshot found in the cache, the departures counted before it was, and when its time to live ends. */
    public record Held(Catalog catalog, long departures, long expiresAt) {
    }
}
