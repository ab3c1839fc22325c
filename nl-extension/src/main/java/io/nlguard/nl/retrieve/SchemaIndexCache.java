package io.nlguard.nl.retrieve;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;

/**
 * One index per catalog snapshot, keyed by {@link Catalog#version()}: a new snapshot (after DDL, or its
 * time to live) gets a new index, and the old one ages out.
 */
public final class SchemaIndexCache {

    private final Cache<Long, SchemaIndex> indexes;

    public SchemaIndexCache(int maximumCatalogs) {
        this.indexes = Caffeine.newBuilder().maximumSize(maximumCatalogs).build();
    }

    public SchemaIndex of(Catalog catalog) {
        return indexes.get(catalog.version(), v -> SchemaIndex.build(catalog));
    }
}
