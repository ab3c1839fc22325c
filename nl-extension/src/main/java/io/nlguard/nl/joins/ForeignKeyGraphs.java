package io.nlguard.nl.joins;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;

/** One graph per catalog snapshot, keyed by {@link Catalog#version()}, as the schema indexes are. */
public final class ForeignKeyGraphs {

    private final Cache<Long, ForeignKeyGraph> graphs;

    public ForeignKeyGraphs(int maximumCatalogs) {
        this.graphs = Caffeine.newBuilder().maximumSize(maximumCatalogs).build();
    }

    public ForeignKeyGraph of(Catalog catalog) {
        return graphs.get(catalog.version(), v -> ForeignKeyGraph.of(catalog));
    }
}
