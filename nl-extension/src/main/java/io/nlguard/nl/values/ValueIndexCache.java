package io.nlguard.nl.values;

import java.sql.SQLException;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One value index per database and catalog snapshot: the values are read at the first question on a new
 * snapshot (concurrent questions wait for that one read) and kept until the snapshot is replaced or ages
 * out. A read that cannot reach the source is not kept: the question goes on without values, and the next
 * one tries again.
 */
public final class ValueIndexCache {

    private static final Logger LOG = LoggerFactory.getLogger(ValueIndexCache.class);

    private record Key(String source, long catalogVersion, int perColumn) {
    }

    private final Cache<Key, ValueIndex> indexes;

    public ValueIndexCache(int maximumCatalogs) {
        this.indexes = Caffeine.newBuilder().maximumSize(maximumCatalogs).build();
    }

    /**
     * @param sourceKey names the database the source reads (equal keys, equal values)
     */
    public ValueIndex of(String sourceKey, Catalog catalog, ValueSource source, ValueBounds bounds) {
        ValueIndex index = indexes.get(new Key(sourceKey, catalog.version(), bounds.perColumn()), key -> {
            long start = System.nanoTime();
            try {
                CatalogValues values = source.read(catalog, bounds);
                ValueIndex built = ValueIndex.build(values);
                LOG.debug("value index of {}: {} values of {} text columns ({} skipped) in {} ms", sourceKey,
                        built.size(), values.columns().size(), values.skipped(), (System.nanoTime() - start) / 1_000_000);
                return built;
            } catch (SQLException | RuntimeException e) {
                LOG.warn("values of {} not read, the question goes on without them: {}", sourceKey, e.toString());
                return null;
            }
        });
        return index == null ? ValueIndex.EMPTY : index;
    }
}
