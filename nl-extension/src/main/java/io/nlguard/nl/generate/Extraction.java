package io.nlguard.nl.generate;

import java.util.List;
import java.util.Objects;

import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;

/**
 * What {@link SqlExtractor} found in a model's reply: one statement, or why the reply is a failed
 * candidate. Only {@link Extracted} goes on to evaluation; the other three are failed candidates
 * with their reason, never exceptions.
 */
public sealed interface Extraction {

    /** Whether the reply gave one statement to evaluate. */
    default boolean isExtracted() {
        return this instanceof Extracted;
    }

    /**
     * One statement, without the fences, prose, label or trailing semicolon around it.
     *
     * @param sql   the statement's text
     * @param parse the guard parser's result on it: a {@link ParsedSql} of one statement, or the
     *              {@link io.nlguard.guard.sql.ParseFailure} that the repair stage can start from
     */
    record Extracted(String sql, ParseResult parse) implements Extraction {

        public Extracted {
            Objects.requireNonNull(sql, "sql");
            Objects.requireNonNull(parse, "parse");
        }

        /** Whether the guard's parser read it. */
        public boolean parses() {
            return parse instanceof ParsedSql;
        }
    }

    /** No statement in the reply; {@code reason} says what was there instead. */
    record NoSql(String reason) implements Extraction {
    }

    /** The answer held more than one statement: a candidate is one query, so it failed. */
    record SeveralStatements(List<String> statements) implements Extraction {

        public SeveralStatements {
            statements = List.copyOf(statements);
        }
    }

    /**
     * The model declined: it asked for clarification or said the question cannot be answered from the
     * schema. {@code text} is its reply (reasoning removed), which says what is missing.
     */
    record Declined(String text) implements Extraction {
    }
}
