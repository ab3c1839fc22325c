package io.nlguard.guard.schema;

import com.github.benmanes.caffeine.cache.Ticker;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cache with the real loader: keys from live connections, one load for two connections, DDL then invalidate. */
@RealPostgres
class CatalogCacheOnPostgresTest {

    private final AtomicInteger loads = new AtomicInteger();
    private final CatalogLoader loader = new CatalogLoader();
    private final CatalogCache cache = new CatalogCache(Duration.ofMinutes(5), Ticker.systemTicker(), connection -> {
        loads.incrementAndGet();
        return loader.load(connection);
    });

    @BeforeAll
    static void createSchema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create schema app; create table app.accounts(id int primary key); create table notes(id int)");
        }
    }

    @Test
    void twoConnectionsWithTheSameSearchPathShareOneSnapshot(TestDatabase db) throws SQLException {
        try (Connection first = db.connect(); Connection second = db.connect()) {
            CatalogKey key = CatalogCache.keyFor(db.jdbcUrl(), db.user(), first);
            assertEquals(key, CatalogCache.keyFor(db.jdbcUrl(), db.user(), second));
            assertEquals(List.of("public"), key.searchPath());
            Catalog catalog = cache.get(key, first);
            assertSame(catalog, cache.get(key, second));
            assertEquals(1, loads.get());
            assertTrue(catalog.table("notes").isPresent());
        }
    }

    @Test
    void anotherSearchPathIsAnotherKey(TestDatabase db) throws SQLException {
        try (Connection plain = db.connect(); Connection withApp = db.connect(); Statement s = withApp.createStatement()) {
            s.execute("set search_path = app, public");
            CatalogKey appKey = CatalogCache.keyFor(db.jdbcUrl(), db.user(), withApp);
            assertNotEquals(CatalogCache.keyFor(db.jdbcUrl(), db.user(), plain), appKey);
            assertEquals(new TableName("app", "accounts"), cache.get(appKey, withApp).table("accounts").orElseThrow().name());
        }
    }

    @Test
    void invalidationAfterDdlShowsTheNewTable(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            CatalogKey key = CatalogCache.keyFor(db.jdbcUrl(), db.user(), c);
            Catalog before = cache.get(key, c);
            s.execute("create table added_later(id int)");
            assertSame(before, cache.get(key, c), "the snapshot stays until it expires or is invalidated");
            cache.invalidate(key);
            Catalog after = cache.get(key, c);
            assertTrue(after.version() > before.version());
            assertTrue(after.table("added_later").isPresent());
            s.execute("drop table added_later");
        }
    }
}
