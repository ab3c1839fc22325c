package io.nlguard.guard.names;

import java.util.List;

import io.nlguard.guard.names.NameCandidates.Candidate;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.SqlNode;

/**
 * What one unresolved reference most likely means: where a name like it was found (or that none was),
 * the near spellings ranked by {@link NameCandidates}, and the change when one is sure enough to apply.
 * Lint reports it, autocorrect applies its fix or declines with its words, the hints speak when its kind
 * is theirs: one diagnosis, so they never disagree.
 *
 * @param node       the Table node for a table, the Column node for a column or its qualifier
 * @param subject    which name did not resolve
 * @param kind       what the name most likely is
 * @param problem    what PostgreSQL will not find ({@code singer has no column nmae})
 * @param advice     what to do about it, or null ({@code not sure which was meant: singer.name (0.71)})
 * @param candidates the near spellings worth naming, best first; empty when there are none
 * @param fix        the change to make when it is sure, else null
 */
public record Diagnosis(SqlNode node, Subject subject, Kind kind, String problem, String advice,
                        List<Candidate> candidates, Fix fix) {

    /** Which name of the reference did not resolve. */
    public enum Subject {
        /** A table or view of the FROM clause (or of a DML statement) that the catalog does not know. */
        TABLE,
        /** A column name no source in scope (or not its qualifier's) has. */
        COLUMN,
        /** A qualifier that names no source in scope. */
        QUALIFIER
    }

    /** What the name most likely is. */
    public enum Kind {
        /** A misspelling of a name it could mean: a column of its tables, a table of the schema, an alias in scope. */
        MISSPELLED,
        /** Another source in scope has the column, or the qualifier is a table's own name after its alias. */
        IN_OTHER_SOURCE,
        /** A table the query does not read, one foreign key away from a table it reads, has the column (or is the qualifier). */
        IN_FOREIGN_KEY_NEIGHBOUR,
        /** Only a table that no foreign key links to the query's tables has it (or the qualifier names such a table). */
        IN_UNLINKED_TABLE,
        /** A table of this name exists in a schema the search path does not list. */
        IN_OTHER_SCHEMA,
        /** No table of the schema has it, nor anything spelled like it. */
        IN_NO_TABLE,
        /** A double-quoted value meant as a string ({@code WHERE country = "France"}). */
        STRING_VALUE,
        /** An output alias where PostgreSQL does not see output aliases. */
        OUTPUT_ALIAS,
        /** A column a derived table or CTE may be meant to have: the fix belongs in its query. */
        IN_DERIVED_TABLE,
        /** Not judged: a system column, or no catalog to judge against. */
        NOT_JUDGED
    }

    /** The change a sure diagnosis makes. */
    public sealed interface Fix permits Rename, Requalify {

        double confidence();
    }

    /** Write the name as {@code candidate}'s (a column, or a table). */
    public record Rename(Candidate candidate) implements Fix {

        public String name() {
            return candidate.name();
        }

        @Override
        public double confidence() {
            return candidate.score();
        }
    }

    /** Qualify the column with {@code target}'s alias. */
    public record Requalify(Source target, double confidence) implements Fix {
    }

    public Diagnosis {
        candidates = List.copyOf(candidates);
    }

    /** Whether the diagnosis is sure enough to change the query. */
    public boolean sure() {
        return fix != null;
    }

    /** The problem and the advice in one sentence, as the rewrite passes report it. */
    public String reason() {
        return advice == null ? problem : problem + "; " + advice;
    }
}
