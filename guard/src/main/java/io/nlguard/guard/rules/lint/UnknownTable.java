package io.nlguard.guard.rules.lint;

import io.nlguard.guard.names.Diagnoses;
import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A reference to a relation that must exist and the catalog does not know. Scope resolution says
 * which names are such references: not CTE names, not the relation a CREATE or SELECT INTO defines,
 * not a DROP ... IF EXISTS, not a sequence, index or other object the catalog does not model. System
 * relations are not modelled either, so they never fire; nor does anything when the catalog is empty
 * (the schema could not be read).
 */
final class UnknownTable extends LintRule {

    UnknownTable() {
        super("unknown-table", Severity.WARN, "A table or view that is not in the catalog (not a CTE, not a system relation).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        Catalog catalog = context.catalog();
        if (catalog == null || catalog.isEmpty()) {
            return;
        }
        for (SqlNode node : scopes.unknownRelations()) {
            reportUnknown(context, scopes, node);
        }
    }

    /** Reports the table's diagnosis: the schema that has it, the table it most likely meant, or the candidates. */
    private void reportUnknown(RuleContext context, Scopes scopes, SqlNode node) {
        String consequence = ", so PostgreSQL will fail with 'relation does not exist'";
        Diagnosis diagnosis = Diagnoses.of(scopes).of(node);
        if (diagnosis != null) {
            report(context, diagnosis, consequence);
        } else {
            report(context, node, "no table or view " + node.name() + consequence + ".", null);
        }
    }
}
