package io.nlguard.nl.retrieve;

import java.sql.Connection;
import java.sql.SQLException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.schema.Catalog;

/**
 * The schema's comments per catalog snapshot, read from the question's target once per snapshot (keyed by
 * {@link Catalog#version()}, as the schema indexes are) on a connection of the target's, before retrieval builds
 * the snapshot's index with them. A target that is not PostgreSQL, or cannot be reached, has none: questions are
 * answered from the names alone, as before comments were read.
 */
public final class TargetComments {

    private static final Logger LOG = LoggerFactory.getLogger(TargetComments.class);

    private final Cache<Long, SchemaComments> byVersion;

    public TargetComments(int maximumCatalogs) {
        this.byVersion = Caffeine.newBuilder().maximumSize(maximumCatalogs).build();
    }

    /** Reads the comments of the request's catalog from its target unless this snapshot's were read already. */
    public void read(NlRequest request) {
        Catalog catalog = request.catalog();
        if (!catalog.isAvailable() || catalog.tables().isEmpty()) {
            return;
        }
        byVersion.get(catalog.version(), version -> {
            if (!request.target().isPostgres()) {
                return SchemaComments.NONE;
            }
            try (Connection connection = request.target().open()) {
                return DatabaseComments.read(connection, catalog);
            } catch (SQLException | RuntimeException e) {
                LOG.debug("nlguard read no schema comments (trace {}): {}", request.traceId(), e.toString());
                return SchemaComments.NONE;
            }
        });
    }

    /** The comments read for this snapshot; none before {@link #read} or when it found none. */
    public SchemaComments of(Catalog catalog) {
        SchemaComments comments = byVersion.getIfPresent(catalog.version());
        return comments == null ? SchemaComments.NONE : comments;
    }
}
