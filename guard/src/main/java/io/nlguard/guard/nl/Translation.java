package io.nlguard.guard.nl;

import java.util.List;
import java.util.Objects;

/**
 * A translator's answer to one question.
 *
 * @param sql        the one query to run (the driver still guards it, and refuses it unless it only reads)
 * @param confidence how sure the translator is that it answers the question, 0 to 1
 * @param tables     the tables the query reads, as the translator resolved them
 * @param candidates how many distinct candidates were considered
 * @param agreeing   how many of them agreed with the chosen one (the chosen one included)
 * @param traceId    the request's trace id
 * @param report     every stage's output and every candidate with its score
 */
public record Translation(String sql, double confidence, List<String> tables, int candidates, int agreeing,
                         String traceId, TranslationReport report) {

    public Translation {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(traceId, "traceId");
        tables = List.copyOf(tables);
        report = report == null ? TranslationReport.NONE : report;
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence must be within 0..1, was " + confidence);
        }
        if (candidates < 0 || agreeing < 0 || agreeing > Math.max(candidates, 1)) {
            throw new IllegalArgumentException("0 <= agreeing <= candidates, was " + agreeing + " of " + candidates);
        }
    }
}
