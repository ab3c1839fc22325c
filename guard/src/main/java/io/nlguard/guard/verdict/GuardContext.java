package io.nlguard.guard.verdict;

import io.nlguard.guard.schema.CatalogSource;

/**
 * What the guard knows about the call besides the SQL text: which JDBC entry point carries it, and
 * the connection's catalog.
 */
public record GuardContext(EntryPoint entryPoint, CatalogSource catalog) {

    /** A context without schema knowledge. */
    public GuardContext(EntryPoint entryPoint) {
        this(entryPoint, CatalogSource.UNAVAILABLE);
    }
}
