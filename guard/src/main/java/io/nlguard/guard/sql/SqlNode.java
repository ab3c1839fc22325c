package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One node of a statement tree. Nodes are created by {@link TreeBuilder} and frozen once the tree is
 * complete; {@link #id()} is the node's pre-order index, so it is stable for a given SQL text.
 *
 * <p>{@link #name()} is the node's own content, where it has one: an identifier's or column's name
 * (unquoted), a table's name, a literal's value, a function's name, a join's kind. Containers
 * (Select, Where, And...) have none; their source text is {@link #text()}.
 */
public final class SqlNode {

    private final NodeType type;
    private Role role;
    private final String name;
    private final boolean quoted;
    private final Object ast;
    private final List<SqlNode> children = new ArrayList<>(2);
    private final List<SqlNode> readOnlyChildren = Collections.unmodifiableList(children);
    private SqlNode parent;
    private SqlTree tree;
    private int id = -1;
    private int depth;
    private int line;
    private int column;
    private int endLine;
    private int endColumn;

    SqlNode(NodeType type, Role role, String name, boolean quoted, Object ast) {
        this.type = type;
        this.role = role;
        this.name = name;
        this.quoted = quoted;
        this.ast = ast;
    }

    public int id() {
        return id;
    }

    public NodeType type() {
        return type;
    }

    public Role role() {
        return role;
    }

    /** The node's own content (see class doc), or null for containers. */
    public String name() {
        return name;
    }

    /** For identifiers, tables and columns: whether the source quoted the name. */
    public boolean quoted() {
        return quoted;
    }

    public SqlNode parent() {
        return parent;
    }

    public List<SqlNode> children() {
        return readOnlyChildren;
    }

    /** 0 for the statement node. */
    public int depth() {
        return depth;
    }

    /** 1-based source line of the node's first token; 0 when the parser gave no position. */
    public int line() {
        return line;
    }

    /** 1-based source column of the node's first token; 0 when unknown. */
    public int column() {
        return column;
    }

    public int endLine() {
        return endLine;
    }

    public int endColumn() {
        return endColumn;
    }

    /** The parser's object behind this node (a JSqlParser AST object), for passes that rewrite. */
    public Object ast() {
        return ast;
    }

    public SqlTree tree() {
        return tree;
    }

    /** {@code line:column}, the way messages cite a node. */
    public String position() {
        return line + ":" + column;
    }

    /** The node's source text when its span is known, otherwise the parser's rendering. */
    public String text() {
        String span = tree == null ? null : tree.sourceSpan(this);
        if (span != null) {
            return span;
        }
        if (name != null && (type == NodeType.IDENTIFIER || type == NodeType.LITERAL)) {
            return name;
        }
        return ast == null ? type.label() : String.valueOf(ast);
    }

    /** The first child with this role, or null. */
    public SqlNode child(Role wanted) {
        for (SqlNode child : children) {
            if (child.role == wanted) {
                return child;
            }
        }
        return null;
    }

    /** The first child of this type, or null. */
    public SqlNode child(NodeType wanted) {
        for (SqlNode child : children) {
            if (child.type == wanted) {
                return child;
            }
        }
        return null;
    }

    /** {@code Column(a.b)}: type label and a short text, as the paper writes nodes. */
    public String describe() {
        String shown = name != null && type != NodeType.COLUMN ? name : text();
        if (shown.length() > 60) {
            shown = shown.substring(0, 57) + "...";
        }
        return type.label() + "(" + shown + ")";
    }

    @Override
    public String toString() {
        return describe() + "@" + position();
    }

    // construction, package-private: the builder links and freezes nodes

    SqlNode add(SqlNode child) {
        if (child != null) {
            child.parent = this;
            children.add(child);
        }
        return child;
    }

    SqlNode withRole(Role newRole) {
        this.role = newRole;
        return this;
    }

    void insertFirst(SqlNode child) {
        child.parent = this;
        children.add(0, child);
    }

    void position(int line, int column, int endLine, int endColumn) {
        this.line = line;
        this.column = column;
        this.endLine = endLine;
        this.endColumn = endColumn;
    }

    boolean hasPosition() {
        return line > 0;
    }

    void freeze(SqlTree owner, int id, int depth) {
        this.tree = owner;
        this.id = id;
        this.depth = depth;
    }
}
