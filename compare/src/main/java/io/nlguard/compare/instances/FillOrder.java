package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.TableName;

/**
 * The order tables are filled in: every table after the tables its foreign keys reference, so that
 * referencing values are drawn from keys already inserted.
 *
 * <p>Cycles: a self-reference whose columns are nullable, and one nullable foreign key of each
 * cycle between tables, are <em>deferred</em>: inserted as NULL, then set by an UPDATE once every
 * table is filled ({@link TableFiller#link}). A NOT NULL self-reference takes the key of an earlier
 * row or of the row itself. A cycle made only of NOT NULL foreign keys cannot be filled without
 * deferrable constraints; it is reported as {@link #problem()} and only empty instances run.
 *
 * @param tables   the tables in fill order
 * @param deferred the foreign keys set after all inserts
 * @param problem  why non-empty instances cannot be filled, or null
 */
record FillOrder(List<TableSpec> tables, Set<ForeignKey> deferred, String problem) {

    FillOrder {
        tables = List.copyOf(tables);
        deferred = Set.copyOf(deferred);
    }

    static FillOrder of(List<TableSpec> specs) {
        Set<ForeignKey> deferred = new LinkedHashSet<>();
        for (TableSpec table : specs) {
            for (ForeignKey fk : table.foreignKeys()) {
                if (fk.toTable().equals(table.name()) && allNullable(table, fk)) {
                    deferred.add(fk);
                }
            }
        }
        List<TableSpec> ordered = new ArrayList<>();
        Set<TableName> placed = new LinkedHashSet<>();
        List<TableSpec> remaining = new ArrayList<>(specs);
        String problem = null;
        while (!remaining.isEmpty()) {
            TableSpec next = remaining.stream().filter(t -> ready(t, placed, deferred)).findFirst().orElse(null);
            if (next == null) {
                ForeignKey breakable = breakable(remaining, placed, deferred);
                if (breakable != null) {
                    deferred.add(breakable);
                    continue;
                }
                problem = "tables " + remaining.stream().map(t -> t.name().name()).toList()
                        + " reference each other through NOT NULL foreign keys";
                next = remaining.get(0); // placed anyway: empty instances still run
            }
            remaining.remove(next);
            ordered.add(next);
            placed.add(next.name());
        }
        return new FillOrder(ordered, deferred, problem);
    }

    private static boolean ready(TableSpec table, Set<TableName> placed, Set<ForeignKey> deferred) {
        return table.foreignKeys().stream().allMatch(fk -> deferred.contains(fk) || fk.toTable().equals(table.name())
                || placed.contains(fk.toTable()));
    }

    /** A nullable foreign key between two tables not yet placed, whose deferral may break the cycle. */
    private static ForeignKey breakable(List<TableSpec> remaining, Set<TableName> placed, Set<ForeignKey> deferred) {
        for (TableSpec table : remaining) {
            for (ForeignKey fk : table.foreignKeys()) {
                if (!deferred.contains(fk) && !fk.toTable().equals(table.name()) && !placed.contains(fk.toTable())
                        && allNullable(table, fk)) {
                    return fk;
                }
            }
        }
        return null;
    }

    static boolean allNullable(TableSpec table, ForeignKey fk) {
        return fk.fromColumns().stream().allMatch(c -> table.column(c).nullable());
    }
}
