package io.nlguard.benchmarks;

import io.nlguard.guard.nl.NlTranslators;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogCache;
import org.openjdk.jol.info.GraphLayout;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * The bytes the question pipeline keeps, by object graph (JOL): everything reachable from the class path's
 * translator (its per-snapshot indexes, caches, LLM clients), less what is reachable from the catalog
 * snapshot itself, which the driver holds anyway. The difference across the first question on a snapshot
 * is what that snapshot's indexes retain.
 */
final class PipelineFootprint {

    private PipelineFootprint() {
    }

    /** @param plainUrl the target URL the guarded connection was opened with, for the snapshot's cache key */
    static long bytes(String plainUrl, Properties props) throws SQLException {
        Object translator = NlTranslators.fromClassPath().orElseThrow();
        Catalog catalog;
        try (Connection plain = DriverManager.getConnection(plainUrl, props)) {
            catalog = CatalogCache.shared().getIfPresent(CatalogCache.keyFor(plainUrl, props.getProperty("user"),
                    plain));
        }
        GraphLayout pipeline = GraphLayout.parseInstance(translator);
        return catalog == null ? pipeline.totalSize() : pipeline.subtract(GraphLayout.parseInstance(catalog)).totalSize();
    }
}
