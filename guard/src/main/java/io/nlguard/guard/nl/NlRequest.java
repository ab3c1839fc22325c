package io.nlguard.guard.nl;

import java.util.Objects;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.Decision;

/**
 * One question and what a translator may use to answer it.
 *
 * @param question the question as asked, without the prefix
 * @param catalog  the connection's schema snapshot (tables, columns, keys, foreign keys, comments);
 *                 {@link Catalog#unavailable()} when the connection reads none ({@code nlguard.catalog=off})
 * @param settings the connection's {@code nlguard.nl.*} settings
 * @param target   the database, for read-only checks such as {@code EXPLAIN}
 * @param guard    the guard that will judge the answer; see {@link CandidateCheck}
 * @param traceId  names this question in the translator's logs, the report and the driver's warning
 */
public record NlRequest(String question, Catalog catalog, NlSettings settings, NlTarget target,
                        CandidateCheck guard, String traceId) {

    public NlRequest {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(guard, "guard");
        Objects.requireNonNull(traceId, "traceId");
    }

    /** The same request asking another question (the question without a re-ask's chosen option). */
    public NlRequest withQuestion(String other) {
        return new NlRequest(other, catalog, settings, target, guard, traceId);
    }

    /** Shorthand for {@code guard().check(sql)}. */
    public Decision check(String sql) {
        return guard.check(sql);
    }
}
