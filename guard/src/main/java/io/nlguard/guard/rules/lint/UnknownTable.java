package io.nlguard.guard.rules.lint;

import io.nlguard.guard.names.Diagnoses;
import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A table reference the catalog does not know. CTE names are derived sources, not tables, and
 * system relations are not modelled, so neither fires; nor does anything when the catalog is empty
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
        for (SqlNode node : tree.nodes()) {
            if (node.type() != NodeType.TABLE) {
                continue;
            }
            Source source = scopes.sourceOf(node);
            if (source instanceof TableSource table && !table.isKnown() && !table.system()) {
                reportUnknown(context, scopes, node);
            }
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
