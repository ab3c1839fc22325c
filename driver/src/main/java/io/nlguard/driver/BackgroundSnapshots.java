package io.nlguard.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.driver.nl.TargetOpener;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogCache;
import io.nlguard.guard.schema.CatalogKey;

/**
 * Snapshots read on a snapshot thread ({@link SnapshotThreads}) on a connection of their own, never on
 * the application's. Each completes with the snapshot and its key, or with null when it could not be read
 * (logged; nothing is cached, so the next connection reads again).
 */
final class BackgroundSnapshots {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundSnapshots.class);

    /** A snapshot with the key it is cached under. */
    record Keyed(CatalogKey key, Catalog catalog) {
    }

    private BackgroundSnapshots() {
    }

    /** The snapshot of a known key, loaded by the cache unless it is loading already. */
    static CompletableFuture<Keyed> load(CatalogCache cache, CatalogKey key, TargetOpener opener) {
        return cache.loadInBackground(key, () -> open(opener), SnapshotThreads.executor())
                .thenApply(catalog -> catalog == null ? null : new Keyed(key, catalog));
    }

    /**
     * The snapshot for a session whose search path is not known yet: the snapshot connection, a fresh
     * session like the application's, reads it (and it is remembered for the session), then the snapshot
     * is taken from the cache or read on the same connection.
     */
    static CompletableFuture<Keyed> learnAndLoad(CatalogCache cache, String url, String user, String session,
                                                 TargetOpener opener) {
        return CompletableFuture.supplyAsync(() -> {
            try (Connection own = open(opener)) {
                CatalogKey key = CatalogCache.keyFor(url, user, own);
                DefaultSearchPaths.learn(session, key.searchPath());
                return new Keyed(key, cache.get(key, own));
            } catch (SQLException | RuntimeException e) {
                LOG.warn("nlguard could not read the schema of {}; statements are checked without it until a later "
                        + "connection reads it: {}", NlGuardUrl.redact(url), e.toString());
                return null;
            }
        }, SnapshotThreads.executor());
    }

    private static Connection open(TargetOpener opener) throws SQLException {
        SnapshotThreads.beforeLoad.run();
        return opener.open();
    }
}
