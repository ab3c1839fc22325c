package io.nlguard.guard.rules.firewall;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** Small tree and text helpers the rules share. */
final class Nodes {

    private Nodes() {
    }

    /** The node and all nodes below it, in pre-order (a slice of the tree's flat list). */
    static List<SqlNode> subtree(SqlNode node) {
        List<SqlNode> all = node.tree().nodes();
        List<SqlNode> slice = new ArrayList<>();
        slice.add(node);
        for (int i = node.id() + 1; i < all.size() && all.get(i).depth() > node.depth(); i++) {
            slice.add(all.get(i));
        }
        return slice;
    }

    /** {@code `text`}, squeezed to one line and at most 60 characters, for quoting SQL in messages. */
    static String quote(String text) {
        String line = text.replaceAll("\\s+", " ").trim();
        if (line.length() > 60) {
            line = line.substring(0, 57) + "...";
        }
        return "`" + line + "`";
    }

    /**
     * The node's source text quoted. The parser's span for some nodes starts at their operator
     * ({@code 1+1=2} is cited from {@code =}) or ends early, so the span of the whole subtree is used,
     * and a NOT whose span lost its keyword gets it back.
     */
    static String quote(SqlNode node) {
        String text = span(node);
        if (node.type() == NodeType.NOT && !text.regionMatches(true, 0, "NOT", 0, 3)) {
            text = "NOT " + text;
        }
        return quote(text);
    }

    private static String span(SqlNode node) {
        SqlTree tree = node.tree();
        int start = Integer.MAX_VALUE;
        int end = -1;
        for (SqlNode part : subtree(node)) {
            if (part.line() > 0) {
                start = Math.min(start, tree.offset(part.line(), part.column()));
            }
            if (part.endLine() > 0) {
                end = Math.max(end, tree.offset(part.endLine(), part.endColumn()) + 1);
            }
        }
        String sql = tree.sql();
        return start >= 0 && end > start && end <= sql.length() ? sql.substring(start, end) : node.text();
    }
}
