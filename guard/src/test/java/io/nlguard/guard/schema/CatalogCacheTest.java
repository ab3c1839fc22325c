package io.nlguard.guard.schema;

import com.github.benmanes.caffeine.cache.Ticker;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Expiry, invalidation and load sharing, with a fake clock and a counting loader instead of a database. */
class CatalogCacheTest {

    private static final Duration TTL = Duration.ofMinutes(5);
    private static final CatalogKey KEY = new CatalogKey("jdbc:postgresql://db/app", "app", List.of("public"));

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final Ticker ticker = nanos::get;
    private final AtomicInteger loads = new AtomicInteger();
    private final CatalogCache cache = new CatalogCache(TTL, ticker, connection -> {
        loads.incrementAndGet();
        return Catalog.of(List.of("public"), List.of());
    });

    @Test
    void aHitReturnsTheSameSnapshotWithoutLoading() throws SQLException {
        assertNull(cache.getIfPresent(KEY));
        Catalog first = cache.get(KEY, connection());
        assertSame(first, cache.get(KEY, connection()));
        assertSame(first, cache.getIfPresent(KEY));
        assertEquals(1, loads.get());
    }

    @Test
    void aSnapshotExpiresOnceItIsOlderThanTheTimeToLive() throws SQLException {
        Catalog first = cache.get(KEY, connection());
        advance(TTL.minusSeconds(1));
        assertSame(first, cache.get(KEY, connection()));
        advance(Duration.ofSeconds(2));
        assertNull(cache.getIfPresent(KEY));
        Catalog second = cache.get(KEY, connection());
        assertNotEquals(first.version(), second.version());
        assertEquals(2, loads.get());
    }

    @Test
    void theTimeToLiveCountsFromTheEndOfTheLoad() throws SQLException {
        CatalogCache slow = new CatalogCache(TTL, ticker, connection -> {
            advance(Duration.ofMinutes(1));
            loads.incrementAndGet();
            return Catalog.of(List.of("public"), List.of());
        });
        Catalog first = slow.get(KEY, connection());
        advance(TTL.minusSeconds(1));
        assertSame(first, slow.getIfPresent(KEY));
    }

    @Test
    void aStatementNamingAnUnknownRelationReloadsASnapshotOnlyOnceItIsOldEnough() throws SQLException {
        Duration minAge = Duration.ofSeconds(1);
        Catalog first = cache.get(KEY, connection());
        advance(Duration.ofMillis(500));
        assertSame(first, cache.refresh(KEY, connection(), first, minAge), "a young snapshot is not read again");
        assertEquals(1, loads.get());
        advance(Duration.ofMillis(600));
        Catalog second = cache.refresh(KEY, connection(), first, minAge);
        assertNotEquals(first.version(), second.version());
        assertSame(second, cache.getIfPresent(KEY), "the reloaded snapshot is shared");
        assertEquals(2, loads.get());
        // a wrong name right after: the fresh snapshot is young, so no third load
        assertSame(second, cache.refresh(KEY, connection(), second, minAge));
        assertEquals(2, loads.get());
    }

    @Test
    void aConnectionHoldingAnOldSnapshotTakesTheOneAnotherAlreadyReloaded() throws SQLException {
        Duration minAge = Duration.ofSeconds(1);
        Catalog first = cache.get(KEY, connection());
        advance(Duration.ofSeconds(2));
        Catalog second = cache.refresh(KEY, connection(), first, minAge);
        advance(Duration.ofSeconds(2));
        assertSame(second, cache.refresh(KEY, connection(), first, minAge), "the stale one was replaced already");
        assertEquals(2, loads.get());
    }

    @Test
    void invalidationLeadsToANewVersion() throws SQLException {
        Catalog first = cache.get(KEY, connection());
        cache.invalidate(KEY);
        assertNull(cache.getIfPresent(KEY));
        Catalog second = cache.get(KEY, connection());
        assertTrue(second.version() > first.version());
        assertEquals(2, loads.get());
    }

    @Test
    void keysDifferingInSearchPathOrUserHaveTheirOwnSnapshots() throws SQLException {
        cache.get(KEY, connection());
        cache.get(new CatalogKey(KEY.url(), KEY.user(), List.of("app", "public")), connection());
        cache.get(new CatalogKey(KEY.url(), "other", KEY.searchPath()), connection());
        cache.get(new CatalogKey(KEY.url(), KEY.user(), List.of("public")), connection());
        assertEquals(3, loads.get());
    }

    @Test
    void twoConnectionsAskingAtOnceShareOneLoad() throws Exception {
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CatalogCache blocking = new CatalogCache(TTL, ticker, connection -> {
            loads.incrementAndGet();
            loading.countDown();
            await(release);
            return Catalog.of(List.of("public"), List.of());
        });
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Catalog> first = pool.submit(() -> blocking.get(KEY, connection()));
            assertTrue(loading.await(10, TimeUnit.SECONDS));
            CallerThread second = new CallerThread(() -> blocking.get(KEY, connection()));
            second.start();
            second.awaitBlocked();
            assertNull(blocking.getIfPresent(KEY), "nothing to return while the load runs");
            release.countDown();
            Catalog loaded = first.get(10, TimeUnit.SECONDS);
            assertSame(loaded, second.result());
            assertEquals(1, loads.get());
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aFailedLoadReachesItsCallerAndIsNotCached() throws SQLException {
        AtomicInteger attempts = new AtomicInteger();
        CatalogCache flaky = new CatalogCache(TTL, ticker, connection -> {
            if (attempts.incrementAndGet() == 1) {
                throw new SQLException("connection reset", "08006");
            }
            return Catalog.of(List.of("public"), List.of());
        });
        SQLException failure = assertThrows(SQLException.class, () -> flaky.get(KEY, connection()));
        assertEquals("08006", failure.getSQLState());
        assertNull(flaky.getIfPresent(KEY));
        assertNotNull(flaky.get(KEY, connection()));
        assertEquals(2, attempts.get());
    }

    @Test
    void whoWaitedForAFailedLoadLoadsWithItsOwnConnection() throws Exception {
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Connection broken = connection();
        CatalogCache failingOnBroken = new CatalogCache(TTL, ticker, connection -> {
            loads.incrementAndGet();
            if (connection == broken) {
                loading.countDown();
                await(release);
                throw new SQLException("connection is broken", "08006");
            }
            return Catalog.of(List.of("public"), List.of());
        });
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<Catalog> failing = pool.submit(() -> failingOnBroken.get(KEY, broken));
            assertTrue(loading.await(10, TimeUnit.SECONDS));
            CallerThread waiter = new CallerThread(() -> failingOnBroken.get(KEY, connection()));
            waiter.start();
            waiter.awaitBlocked();
            release.countDown();
            ExecutionException failure = assertThrows(ExecutionException.class, () -> failing.get(10, TimeUnit.SECONDS));
            assertEquals("08006", ((SQLException) failure.getCause()).getSQLState());
            Catalog loaded = waiter.result();
            assertNotNull(loaded);
            assertSame(loaded, failingOnBroken.getIfPresent(KEY));
            assertEquals(2, loads.get());
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aHeldSnapshotStaysCachedUntilItExpires() throws SQLException {
        Catalog first = cache.get(KEY, connection());
        advance(Duration.ofMinutes(1));
        CatalogCache.Held held = cache.hold(KEY);
        assertSame(first, held.catalog());
        advance(TTL.minusMinutes(1).minusNanos(1));
        assertTrue(cache.isStillCached(held), "a nanosecond before the time to live counted from the load ends");
        advance(Duration.ofNanos(1));
        assertFalse(cache.isStillCached(held));
        assertNull(cache.getIfPresent(KEY), "the cache agrees: expired");
    }

    @Test
    void aHeldSnapshotIsNoLongerCachedOnceAnyIsDroppedOrReplaced() throws SQLException {
        CatalogKey other = new CatalogKey(KEY.url(), "other", KEY.searchPath());
        Catalog first = cache.get(KEY, connection());
        cache.get(other, connection());
        CatalogCache.Held held = cache.hold(KEY);
        assertTrue(cache.isStillCached(held));
        cache.invalidate(other);
        assertFalse(cache.isStillCached(held), "any departure sends a holder back to the cache: cheap and safe");
        held = cache.hold(KEY);
        assertSame(first, held.catalog());
        advance(Duration.ofSeconds(2));
        Catalog second = cache.refresh(KEY, connection(), first, Duration.ofSeconds(1));
        assertNotEquals(first.version(), second.version());
        assertFalse(cache.isStillCached(held), "a reload replaced it");
        held = cache.hold(KEY);
        assertSame(second, held.catalog());
        cache.invalidateAll();
        assertFalse(cache.isStillCached(held));
        assertNull(cache.hold(KEY), "nothing cached, nothing to hold");
    }

    @Test
    void sharedCachesArePerTimeToLive() {
        assertSame(CatalogCache.shared(), CatalogCache.shared(CatalogCache.DEFAULT_TTL));
        assertSame(CatalogCache.shared(Duration.ofSeconds(30)), CatalogCache.shared(Duration.ofSeconds(30)));
        assertFalse(CatalogCache.shared() == CatalogCache.shared(Duration.ofSeconds(30)));
        assertThrows(IllegalArgumentException.class, () -> new CatalogCache(Duration.ofSeconds(-1)));
    }

    @Test
    void theKeyDoesNotPrintTheUrlsQueryString() {
        CatalogKey key = new CatalogKey("jdbc:postgresql://db/app?password=secret", "app", List.of("public"));
        assertFalse(key.toString().contains("secret"), key.toString());
    }

    private void advance(Duration duration) {
        nanos.addAndGet(duration.toNanos());
    }

    /** A stand-in: the counting loaders never touch it. */
    private static Connection connection() {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[]{Connection.class},
                (proxy, method, args) -> {
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(10, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A thread running one cache call, so the test can see it parked waiting for another's load. */
    private static final class CallerThread extends Thread {
        private final Callable<Catalog> call;
        private volatile Catalog result;
        private volatile Throwable failure;

        CallerThread(Callable<Catalog> call) {
            this.call = call;
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                result = call.call();
            } catch (Throwable t) {
                failure = t;
            }
        }

        void awaitBlocked() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (getState() != State.WAITING && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(State.WAITING, getState(), "the second caller waits for the first one's load");
        }

        Catalog result() throws InterruptedException {
            join(10_000);
            if (failure != null) {
                throw new AssertionError(failure);
            }
            return result;
        }
    }
}
