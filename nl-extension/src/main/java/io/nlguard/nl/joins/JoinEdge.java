package io.nlguard.nl.joins;

import java.util.List;

import io.nlguard.guard.schema.Table;

/**
 * One step along a foreign key, in either direction: from {@code from}'s {@code fromColumns} to
 * {@code to}'s {@code toColumns}, paired by position (several for a composite key).
 *
 * @param towardParent the step follows the key from the referencing (child) table to the referenced one:
 *                     each row meets at most one, so the join does not multiply rows
 */
public record JoinEdge(Table from, List<String> fromColumns, Table to, List<String> toColumns, boolean towardParent) {

    public JoinEdge {
        fromColumns = List.copyOf(fromColumns);
        toColumns = List.copyOf(toColumns);
    }

    /** The same key walked the other way. */
    public JoinEdge reversed() {
        return new JoinEdge(to, toColumns, from, fromColumns, !towardParent);
    }
}
