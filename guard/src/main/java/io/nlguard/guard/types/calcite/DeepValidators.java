package io.nlguard.guard.types.calcite;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;

/**
 * The shared {@link DeepValidator} of each catalog snapshot. Building one converts the whole catalog
 * to a Calcite schema, so it is done once per {@link Catalog#version()} and kept in a small bounded
 * cache: a reload yields a new version, and old versions age out.
 */
public final class DeepValidators {

    /** Catalog versions kept; more than the number of targets a JVM usually guards. */
    static final int MAX_CATALOGS = 64;

    private static final Cache<Long, DeepValidator> BY_CATALOG_VERSION = Caffeine.newBuilder()
            .maximumSize(MAX_CATALOGS)
            .build();

    private DeepValidators() {
    }

    /** The validator for this catalog snapshot, built on first use. */
    public static DeepValidator forCatalog(Catalog catalog) {
        return BY_CATALOG_VERSION.get(catalog.version(), version -> new DeepValidator(catalog));
    }
}
