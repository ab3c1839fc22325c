package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

import java.util.Locale;

/**
 * One side of the comparison: the guard's statement tree of a single query with its scopes resolved
 * against the catalog, or why there is none. Layer 1 owns parse failures; here they only block.
 */
record ParsedQuery(SqlNode root, Scopes scopes, String problem) {

    boolean parsed() {
        return problem == null;
    }

    /** The single query of a parse, resolved against {@code catalog}. */
    static ParsedQuery of(ParseResult result, Catalog catalog) {
        if (result.sql().isBlank()) {
            return failed("no SQL given");
        }
        if (result instanceof ParseFailure failure) {
            String where = failure.line() > 0 ? " at " + failure.position() : "";
            return failed("does not parse" + where + ": " + failure.message());
        }
        ParsedSql parsed = (ParsedSql) result;
        if (parsed.statements().size() != 1) {
            return failed("holds " + parsed.statements().size() + " statements; only a single query can be compared");
        }
        SqlTree tree = parsed.first();
        SqlNode root = unwrap(tree.root());
        if (!root.type().isQuery()) {
            return failed("is a " + tree.kind().label().toUpperCase(Locale.ROOT) + " statement, not a query");
        }
        return new ParsedQuery(root, Scopes.resolve(tree, catalog), null);
    }

    private static ParsedQuery failed(String problem) {
        return new ParsedQuery(null, null, problem);
    }

    /** {@code (SELECT ...)} as a whole statement is the query inside. */
    private static SqlNode unwrap(SqlNode node) {
        SqlNode current = node;
        while (current.type() == NodeType.SUBQUERY && current.child(Role.QUERY) != null) {
            current = current.child(Role.QUERY);
        }
        return current;
    }
}
