package io.nlguard.guard.sql;

import java.util.Locale;

import net.sf.jsqlparser.statement.alter.Alter;
import net.sf.jsqlparser.statement.create.table.CreateTable;
import net.sf.jsqlparser.statement.create.view.CreateView;
import net.sf.jsqlparser.statement.drop.Drop;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * What the syntax says about relation names that the tree's shape does not carry: whether a WITH is
 * RECURSIVE, and what a DDL statement does with the relation at its target. Scope resolution asks
 * here and decides what each name refers to.
 */
public final class RelationSyntax {

    /** What a DDL statement (CREATE, ALTER, DROP, TRUNCATE) does with the relation named at its target. */
    public enum DdlTarget {
        /** Creates it: CREATE TABLE, CREATE VIEW, CREATE MATERIALIZED VIEW (also with AS SELECT). */
        DEFINES,
        /** Needs it to exist: ALTER TABLE, DROP TABLE/VIEW, TRUNCATE, the table of CREATE INDEX ... ON. */
        REFERENCES,
        /** Tolerates its absence: DROP ... IF EXISTS, ALTER TABLE IF EXISTS. */
        REFERENCES_IF_EXISTS,
        /** Names an object that is not a table or view: a sequence, index, function, type, schema... */
        OTHER_OBJECT
    }

    private RelationSyntax() {
    }

    /** Whether a With node was written WITH RECURSIVE (its CTEs may then name themselves and each other). */
    public static boolean isRecursive(SqlNode with) {
        for (SqlNode cte : with.children()) {
            if (cte.ast() instanceof WithItem<?> item && item.isRecursive()) {
                return true;
            }
        }
        return false;
    }

    /** What the DDL statement node {@code statement} does with the relation at its TARGET. */
    public static DdlTarget ddlTarget(SqlNode statement) {
        Object ast = statement.ast();
        if (ast instanceof CreateTable || ast instanceof CreateView) {
            return DdlTarget.DEFINES;
        }
        if (ast instanceof Alter alter) {
            return alter.isUseTableIfExists() ? DdlTarget.REFERENCES_IF_EXISTS : DdlTarget.REFERENCES;
        }
        if (ast instanceof Drop drop) {
            String kind = drop.getType() == null ? "" : drop.getType().toUpperCase(Locale.ROOT);
            if (!kind.equals("TABLE") && !kind.endsWith("VIEW")) {
                return DdlTarget.OTHER_OBJECT;
            }
            return drop.isIfExists() ? DdlTarget.REFERENCES_IF_EXISTS : DdlTarget.REFERENCES;
        }
        // TRUNCATE, CREATE INDEX ... ON t: the table must exist
        return DdlTarget.REFERENCES;
    }
}
