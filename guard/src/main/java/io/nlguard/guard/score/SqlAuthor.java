package io.nlguard.guard.score;

import java.util.Locale;

import io.nlguard.guard.features.Question;

/**
 * Who wrote the SQL being scored ({@code nlguard.sql-author}): the node model learned from machine-written
 * SQL (published text-to-SQL systems' predictions), and it judges people's SQL differently
 * ({@link NodeRiskAssessor}). {@link #AUTO} decides per statement: SQL that answers a stated question (the
 * client-info property {@code nlguard.question}, or the NL pipeline, which always sets it) is a model's.
 */
public enum SqlAuthor {
    /** Machine-written when the statement answers a stated question, people's otherwise. */
    AUTO,
    /** Written by people on purpose: application code, migrations, a tool's user. */
    PEOPLE,
    /** Written by a text-to-SQL model: the SQL the node model was trained on. */
    MACHINE;

    /** The author of a statement that answers {@code question} (never {@link #AUTO}). */
    public SqlAuthor of(Question question) {
        if (this != AUTO) {
            return this;
        }
        return question.isKnown() ? MACHINE : PEOPLE;
    }

    /** The setting's spelling: {@code auto}, {@code people}, {@code machine}. */
    public String lowerName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The author a setting names, in any case. */
    public static SqlAuthor parse(String value) {
        try {
            return valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("nlguard.sql-author: '" + value + "' is none of auto, people, machine", e);
        }
    }
}
