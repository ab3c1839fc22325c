package io.nlguard.guard.rewrite;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.TypeInference;

/**
 * What one pass sees (the query's tree, the catalog, scopes and types computed on first use and
 * shared with the other passes that see the same tree) and
 * where it puts its edits. Edits address source spans of the text the tree was parsed from; the
 * {@link Rewriter} applies them together and parses the result again.
 */
public final class PassContext {

    private final RewritePass pass;
    private final TreeFacts facts;
    private final SqlTree tree;
    private final List<Edit> edits = new ArrayList<>();
    private final List<Declined> declined = new ArrayList<>();

    PassContext(RewritePass pass, TreeFacts facts) {
        this.pass = pass;
        this.facts = facts;
        this.tree = facts.tree();
    }

    public SqlTree tree() {
        return tree;
    }

    public String sql() {
        return tree.sql();
    }

    public Catalog catalog() {
        return facts.catalog();
    }

    public Scopes scopes() {
        return facts.scopes();
    }

    public TypeInference types() {
        return facts.types();
    }

    /** Every token of {@link #sql()}, comments included, as the parser was given them (not lexed again). */
    public List<SqlToken> tokens() {
        return facts.tokens();
    }

    /** The node's exact source text, or null when the parser gave no exact span for it. */
    public String text(SqlNode node) {
        int start = tree.startOffset(node);
        return start < 0 ? null : tree.sql().substring(start, tree.endOffset(node));
    }

    /**
     * Replaces the node's source text. A node without an exact span cannot be replaced: the pass
     * declines it instead, and this returns false.
     */
    public boolean replace(SqlNode node, String replacement, double confidence, String reason) {
        int start = tree.startOffset(node);
        if (start < 0) {
            decline(node, "its position in the text is not known exactly");
            return false;
        }
        return replace(start, tree.endOffset(node), replacement, node, confidence, reason);
    }

    /** Replaces the text between two offsets that lie within {@code node}'s span (e.g. just a function's name). */
    public boolean replace(int start, int end, String replacement, SqlNode node, double confidence, String reason) {
        String before = tree.sql().substring(start, end);
        if (before.equals(replacement)) {
            return false;
        }
        int[] lineColumn = lineColumn(start);
        edits.add(new Edit(start, end, replacement,
                new Change(pass.id(), before, replacement, lineColumn[0], lineColumn[1], confidence, reason)));
        return true;
    }

    /** Leaves the node alone and says why: the pass recognised it but cannot be sure of a fix. */
    public void decline(SqlNode node, String reason) {
        declined.add(new Declined(pass.id(), node.describe(), node.line(), node.column(), reason));
    }

    List<Edit> edits() {
        return edits;
    }

    List<Declined> declined() {
        return declined;
    }

    private int[] lineColumn(int offset) {
        int line = 1;
        int lineStart = 0;
        String sql = tree.sql();
        for (int i = 0; i < offset; i++) {
            if (sql.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }

    /** A replacement of {@code [start, end)} in the text the pass saw. */
    record Edit(int start, int end, String replacement, Change change) {

        boolean overlaps(Edit other) {
            return start < other.end && other.start < end;
        }
    }
}
