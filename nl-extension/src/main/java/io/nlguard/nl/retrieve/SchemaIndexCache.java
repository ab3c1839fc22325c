package io.nlguard.nl.retrieve;

import java.util.function.Function;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;

/**
 * One index per catalog snapshot, keyed by {@link Catalog#version()}: a new snapshot (after DDL, or its
 * time to live) gets a new index, and the old one ages out.
 */
public final class SchemaIndexCache {

    private final Cache<Long, SchemaIndex> indexes;
    private final Function<Catalog, SchemaComments> comments;

    public SchemaIndexCache(int maximumCatalogs) {
        this(maximumCatalogs, catalog -> SchemaComments.NONE);
    }

    /** @param comments the comments of a catalog's tables and columns */
    public SchemaIndexCache(int maximumCatalogs, Function<Catalog, SchemaComments> comments) {
        this.indexes = Caffeine.newBuilder().maximumSize(maximumCatalogs).build();
        this.comments = comments;
    }

    public SchemaIndex of(Catalog catalog) {
        return indexes.get(catalog.version(), v -> SchemaIndex.build(catalog, comments.apply(catalog)));
    }

    /** The comments the index of this catalog was built with. */
    public SchemaComments comments(Catalog catalog) {
        return comments.apply(catalog);
    }
}
