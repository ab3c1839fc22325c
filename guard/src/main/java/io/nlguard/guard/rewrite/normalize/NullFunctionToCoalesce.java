package io.nlguard.guard.rewrite.normalize;

import java.util.Map;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * {@code IFNULL(a, b)} (MySQL, SQLite), {@code NVL(a, b)} (Oracle) and {@code ISNULL(a, b)} (SQL Server)
 * → {@code COALESCE(a, b)}. Only the name changes, and only with exactly two arguments: one-argument
 * {@code ISNULL(x)} is MySQL's null test, which this pass leaves to the database.
 */
public final class NullFunctionToCoalesce extends AbstractPass {

    private static final Map<String, String> DIALECTS = Map.of("ifnull", "MySQL", "nvl", "Oracle", "isnull", "SQL Server");

    public NullFunctionToCoalesce() {
        super("normalize.coalesce", RewriteStage.NORMALIZE,
                "IFNULL(a, b), NVL(a, b), ISNULL(a, b) → COALESCE(a, b)");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode node : context.tree().nodesOf(NodeType.FUNCTION)) {
            String dialect = DIALECTS.get(node.name());
            if (dialect == null) {
                continue;
            }
            if (node.children().size() != 2) {
                context.decline(node, node.name().toUpperCase() + " with " + node.children().size()
                        + " arguments has no COALESCE equivalent");
                continue;
            }
            FunctionNames.rename(context, node, "COALESCE", node.name().toUpperCase() + " is " + dialect
                    + "; PostgreSQL spells it COALESCE");
        }
    }
}
