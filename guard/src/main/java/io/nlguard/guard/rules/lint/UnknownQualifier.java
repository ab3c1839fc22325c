package io.nlguard.guard.rules.lint;

import io.nlguard.guard.names.Diagnoses;
import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlTree;

/**
 * A qualifier that names no source in scope, reported with its diagnosis ({@link Diagnoses}). The
 * commonest cause is qualifying with a table's name after aliasing it ({@code singer.name} with
 * {@code singer AS T1}): PostgreSQL then knows only the alias.
 */
final class UnknownQualifier extends LintRule {

    UnknownQualifier() {
        super("unknown-qualifier", Severity.WARN, "A column qualifier that names no table or alias in scope (e.g. the table's name after it was aliased).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        Diagnoses diagnoses = Diagnoses.of(scopes);
        for (ColumnRef ref : scopes.columns()) {
            Diagnosis diagnosis = ref.status() == ColumnRef.Status.UNKNOWN_QUALIFIER ? diagnoses.of(ref.node()) : null;
            if (diagnosis != null) {
                report(context, diagnosis, null);
            }
        }
    }
}
