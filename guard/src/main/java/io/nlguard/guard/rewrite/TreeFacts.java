package io.nlguard.guard.rewrite;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.TypeInference;

/**
 * The scopes and types of one tree, resolved on first use and shared by every pass that sees that
 * tree: in suggestion mode the tree never changes, so all passes (and then the rules) share one
 * resolution instead of one each.
 */
final class TreeFacts {

    private final SqlTree tree;
    private final Catalog catalog;
    private Scopes scopes;
    private TypeInference types;

    TreeFacts(SqlTree tree, Catalog catalog) {
        this.tree = tree;
        this.catalog = catalog;
    }

    SqlTree tree() {
        return tree;
    }

    Catalog catalog() {
        return catalog;
    }

    Scopes scopes() {
        if (scopes == null) {
            scopes = Scopes.resolve(tree, catalog);
        }
        return scopes;
    }

    TypeInference types() {
        if (types == null) {
            types = TypeInference.of(scopes());
        }
        return types;
    }

    /** The scopes if a pass asked for them, else null. */
    Scopes resolvedScopes() {
        return scopes;
    }
}
