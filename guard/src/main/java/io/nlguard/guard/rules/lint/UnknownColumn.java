package io.nlguard.guard.rules.lint;

import io.nlguard.guard.names.Diagnoses;
import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlTree;

/**
 * A column no source in scope has, reported with its diagnosis ({@link Diagnoses}): the column it most
 * likely meant when that is sure (the one autocorrect writes), else the candidates, the table in scope or
 * the foreign-key neighbour that has it, that no table has it, or a single-quoted string when a
 * double-quoted value was meant.
 */
final class UnknownColumn extends LintRule {

    UnknownColumn() {
        super("unknown-column", Severity.WARN, "A column that none of the tables in scope has (with the column it most likely meant, or the table that has it).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        Diagnoses diagnoses = Diagnoses.of(scopes);
        for (ColumnRef ref : scopes.columns()) {
            Diagnosis diagnosis = ref.status() == ColumnRef.Status.UNKNOWN_COLUMN ? diagnoses.of(ref.node()) : null;
            if (diagnosis != null) {
                report(context, diagnosis, null);
            }
        }
    }
}
