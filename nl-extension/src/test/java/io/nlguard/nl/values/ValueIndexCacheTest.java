package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ValueIndexCacheTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ValueBounds bounds = ValueBounds.of(10);

    @Test
    void valuesAreReadOncePerDatabaseAndSnapshot() {
        AtomicInteger reads = new AtomicInteger();
        ValueSource source = (catalog, b) -> {
            reads.incrementAndGet();
            return ShopValues.of(catalog);
        };
        ValueIndexCache cache = new ValueIndexCache(4);
        ValueIndex first = cache.of("db", shop, source, bounds);
        assertSame(first, cache.of("db", shop, source, bounds));
        assertEquals(1, reads.get());
        cache.of("other db", shop, source, bounds);
        cache.of("db", ShopCatalog.catalog(), source, bounds);
        assertEquals(3, reads.get(), "another database, another snapshot");
    }

    @Test
    void aSourceThatCannotBeReachedGivesNoValuesAndIsTriedAgain() {
        AtomicInteger reads = new AtomicInteger();
        ValueSource down = (catalog, b) -> {
            reads.incrementAndGet();
            throw new SQLException("connection refused", "08001");
        };
        ValueIndexCache cache = new ValueIndexCache(4);
        assertSame(ValueIndex.EMPTY, cache.of("db", shop, down, bounds));
        assertSame(ValueIndex.EMPTY, cache.of("db", shop, down, bounds));
        assertEquals(2, reads.get());
    }
}
