package io.nlguard.guard.types.calcite;

import java.util.List;
import java.util.Objects;

/**
 * The deep validator's answer for one statement.
 *
 * @param status   the verdict
 * @param problems for {@link Status#INVALID} the errors found (Calcite stops at the first, so usually
 *                 one); for {@link Status#UNSUPPORTED} where Calcite gave up, if it said; empty when valid
 * @param note     for {@link Status#UNSUPPORTED} why the statement could not be checked, in plain words;
 *                 empty otherwise
 */
public record DeepValidation(Status status, List<DeepProblem> problems, String note) {

    /** What the deep validator could say about the statement. */
    public enum Status {
        /** Calcite parsed and validated the query against the catalog snapshot without complaint. */
        VALID,
        /** Calcite found errors PostgreSQL would also reject: unknown names, type errors, bad grouping... */
        INVALID,
        /**
         * Calcite could not check the statement: not a query, or PostgreSQL syntax, functions or
         * semantics it does not model. Says nothing about whether the SQL is right.
         */
        UNSUPPORTED
    }

    public DeepValidation {
        Objects.requireNonNull(status, "status");
        problems = List.copyOf(problems);
        note = note == null ? "" : note;
    }

    static DeepValidation valid() {
        return new DeepValidation(Status.VALID, List.of(), "");
    }

    static DeepValidation invalid(DeepProblem problem) {
        return new DeepValidation(Status.INVALID, List.of(problem), "");
    }

    static DeepValidation unsupported(String note, List<DeepProblem> where) {
        return new DeepValidation(Status.UNSUPPORTED, where, note);
    }

    static DeepValidation unsupported(String note) {
        return unsupported(note, List.of());
    }
}
