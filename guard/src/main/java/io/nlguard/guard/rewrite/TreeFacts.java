package io.nlguard.guard.rewrite;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.TypeInference;

/**
 * The scopes, types and tokens of one tree, resolved on first use and shared by every pass that sees
 * that tree: in suggestion mode the tree never changes, so all passes (and then the rules) share one
 * resolution instead of one each. The tokens are the ones the parser was given, when it was.
 */
final class TreeFacts {

    private final SqlTree tree;
    private final Catalog catalog;
    private Scopes scopes;
    private TypeInference types;
    private List<SqlToken> tokens;

    private TreeFacts(SqlTree tree, Catalog catalog, List<SqlToken> tokens) {
        this.tree = tree;
        this.catalog = catalog;
        this.tokens = tokens;
    }

    /** The facts of the only statement of {@code parsed}, with the tokens it was parsed from. */
    static TreeFacts of(ParsedSql parsed, Catalog catalog) {
        SqlTree tree = parsed.statements().get(0);
        return new TreeFacts(tree, catalog, tree.sql().equals(parsed.sql()) ? parsed.tokens() : null);
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

    /** Every token of the tree's text, comments included; lexed here only when the parse did not keep them. */
    List<SqlToken> tokens() {
        if (tokens == null) {
            tokens = SqlLexer.lex(tree.sql());
        }
        return tokens;
    }

    /** The scopes if a pass asked for them, else null. */
    Scopes resolvedScopes() {
        return scopes;
    }
}
