package io.nlguard.guard.verdict;

import java.util.Objects;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.CatalogSource;

/**
 * What the guard knows about the call besides the SQL text: which JDBC entry point carries it, the
 * connection's catalog, the question the statement answers when the caller said
 * ({@link Question#NONE} otherwise), and the role the connection logged in as (null when unknown),
 * learnt once when the connection opened.
 */
public record GuardContext(EntryPoint entryPoint, CatalogSource catalog, Question question, String loginRole) {

    public GuardContext {
        Objects.requireNonNull(question, "question");
    }

    /** A context whose login role is unknown. */
    public GuardContext(EntryPoint entryPoint, CatalogSource catalog, Question question) {
        this(entryPoint, catalog, question, null);
    }

    /** A context for statements that answer no stated question. */
    public GuardContext(EntryPoint entryPoint, CatalogSource catalog) {
        this(entryPoint, catalog, Question.NONE);
    }

    /** A context without schema knowledge. */
    public GuardContext(EntryPoint entryPoint) {
        this(entryPoint, CatalogSource.UNAVAILABLE);
    }
}
