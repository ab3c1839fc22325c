package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

/**
 * The node tree of one statement. Nodes are held in pre-order in a flat list, so passes that look
 * at every node walk an array instead of recursing.
 */
public final class SqlTree {

    private final String sql;
    private final SqlNode root;
    private final List<SqlNode> nodes;
    private final int[] lineStarts;
    private static final int NODE_TYPES = NodeType.values().length;
    /** {@link #nodesOf}'s index, by {@link NodeType#ordinal()}; null until first asked (volatile: trees may be shared). */
    private volatile List<SqlNode>[] byType;

    SqlTree(String sql, SqlNode root) {
        this.sql = sql;
        this.root = root;
        this.lineStarts = lineStarts(sql);
        List<SqlNode> ordered = new ArrayList<>();
        number(root, 0, ordered);
        this.nodes = Collections.unmodifiableList(ordered);
    }

    /** The SQL text the positions refer to (the whole string handed to the parser). */
    public String sql() {
        return sql;
    }

    public SqlNode root() {
        return root;
    }

    /** All nodes in pre-order; {@code nodes().get(i).id() == i}. */
    public List<SqlNode> nodes() {
        return nodes;
    }

    public SqlNode node(int id) {
        return nodes.get(id);
    }

    public int size() {
        return nodes.size();
    }

    /**
     * The statement's kind: the root's type. A query can still write (see {@link #writesRows()} and
     * {@link #changesSchema()}): ask {@link #onlyReads()} whether it is a plain read.
     */
    public NodeType kind() {
        return root.type();
    }

    /**
     * Whether the statement writes rows: INSERT, UPDATE, DELETE, MERGE, or any statement holding one, as
     * PostgreSQL's data-modifying WITH does ({@code WITH d AS (DELETE ... RETURNING *) SELECT ...}). It
     * errs on the safe side: a write under EXPLAIN counts too, though only EXPLAIN ANALYZE runs it.
     */
    public boolean writesRows() {
        return any(node -> node.type().isWrite());
    }

    /** Whether running the statement changes the schema: DDL, or {@code SELECT ... INTO}, which creates a table. */
    public boolean changesSchema() {
        return root.type().isDdl() || any(node -> node.type() == NodeType.INTO);
    }

    /** A query that neither writes rows nor changes the schema: the only statement the rewriter changes. */
    public boolean onlyReads() {
        return root.type().isQuery() && !writesRows() && !changesSchema();
    }

    private boolean any(Predicate<SqlNode> test) {
        for (SqlNode node : nodes) {
            if (test.test(node)) {
                return true;
            }
        }
        return false;
    }

    /** Nodes of this type, in pre-order (unmodifiable). */
    public List<SqlNode> nodesOf(NodeType type) {
        List<SqlNode>[] index = byType;
        if (index == null) {
            index = indexByType();
            byType = index;
        }
        List<SqlNode> found = index[type.ordinal()];
        return found == null ? List.of() : found;
    }

    /**
     * The nodes of each type, in one walk: a dozen rewrite passes and rules each ask for one type, and
     * each walked the whole tree for it. Built on first use; two threads racing build equal indexes.
     */
    @SuppressWarnings("unchecked")
    private List<SqlNode>[] indexByType() {
        List<SqlNode>[] index = new List[NODE_TYPES];
        for (SqlNode node : nodes) {
            int type = node.type().ordinal();
            if (index[type] == null) {
                index[type] = new ArrayList<>();
            }
            index[type].add(node);
        }
        for (int type = 0; type < index.length; type++) {
            if (index[type] != null) {
                index[type] = Collections.unmodifiableList(index[type]);
            }
        }
        return index;
    }

    /** One line per node, indented by depth: {@code #3 Column(a.b) 1:8 [THIS]}. */
    public String print() {
        StringBuilder out = new StringBuilder();
        for (SqlNode node : nodes) {
            out.append("  ".repeat(node.depth()))
                    .append('#').append(node.id()).append(' ')
                    .append(node.describe()).append(' ')
                    .append(node.position());
            if (node.role() != Role.THIS) {
                out.append(" [").append(node.role()).append(']');
            }
            out.append('\n');
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return kind().label() + " tree of " + nodes.size() + " nodes";
    }

    /** The source text between the node's first and last token, or null when unknown. */
    String sourceSpan(SqlNode node) {
        int start = startOffset(node);
        return start < 0 ? null : sql.substring(start, endOffset(node));
    }

    /** 0-based offset of the node's first character, or -1 when its span is not known exactly. */
    public int startOffset(SqlNode node) {
        return endOffset(node) < 0 ? -1 : offset(node.line(), node.column());
    }

    /** 0-based offset just past the node's last character, or -1 when its span is not known exactly. */
    public int endOffset(SqlNode node) {
        if (!node.hasPosition() || node.endLine() <= 0) {
            return -1;
        }
        int start = offset(node.line(), node.column());
        int end = offset(node.endLine(), node.endColumn()) + 1;
        return start < 0 || end > sql.length() || start >= end ? -1 : end;
    }

    /** 0-based offset of a 1-based line and column. JavaCC counts a tab as one column here. */
    public int offset(int line, int column) {
        if (line < 1 || line > lineStarts.length) {
            return -1;
        }
        return lineStarts[line - 1] + column - 1;
    }

    private void number(SqlNode node, int depth, List<SqlNode> ordered) {
        node.freeze(this, ordered.size(), depth);
        ordered.add(node);
        for (SqlNode child : node.children()) {
            number(child, depth + 1, ordered);
        }
    }

    private static int[] lineStarts(String sql) {
        int lines = 1;
        for (int i = 0; i < sql.length(); i++) {
            if (sql.charAt(i) == '\n') {
                lines++;
            }
        }
        int[] starts = new int[lines];
        int line = 1;
        for (int i = 0; i < sql.length() && line < lines; i++) {
            if (sql.charAt(i) == '\n') {
                starts[line++] = i + 1;
            }
        }
        return starts;
    }
}
