package io.nlguard.guard.features;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * What the name a node carries denotes. Identifier nodes, the paper's most frequent node type, get
 * their meaning from their parent: the name of a Column is a column name, its qualifier names a
 * table or alias, the name of a Table a table, and so on.
 */
enum NameKind {
    COLUMN, QUALIFIER, TABLE, SCHEMA, TABLE_ALIAS, CTE_NAME, OUTPUT_ALIAS, USING_COLUMN, FUNCTION;

    /** The kind of the node's name, or null for nodes that carry no name. */
    static NameKind of(SqlNode node) {
        SqlNode parent = node.parent();
        return switch (node.type()) {
            case COLUMN -> COLUMN;
            case TABLE -> TABLE;
            case TABLE_ALIAS -> parent != null && parent.type() == NodeType.CTE ? CTE_NAME : TABLE_ALIAS;
            case FUNCTION, AGGREGATE -> FUNCTION;
            case IDENTIFIER -> parent == null ? null : ofIdentifier(node, parent);
            default -> null;
        };
    }

    private static NameKind ofIdentifier(SqlNode identifier, SqlNode parent) {
        Role role = identifier.role();
        if (role == Role.USING) {
            return USING_COLUMN;
        }
        return switch (parent.type()) {
            case COLUMN -> role == Role.QUALIFIER ? QUALIFIER : COLUMN;
            case TABLE -> role == Role.SCHEMA ? SCHEMA : TABLE;
            case TABLE_ALIAS -> role == Role.COLUMNS ? OUTPUT_ALIAS : of(parent);
            case ALIAS -> OUTPUT_ALIAS;
            default -> null;
        };
    }

    /** The Column node behind a column name or qualifier (the node itself, or the identifier's parent), or null. */
    static SqlNode columnOf(SqlNode node) {
        if (node.type() == NodeType.COLUMN) {
            return node;
        }
        SqlNode parent = node.parent();
        return node.type() == NodeType.IDENTIFIER && parent != null && parent.type() == NodeType.COLUMN ? parent : null;
    }

    /**
     * The FROM item (Table or Subquery node) a table name, schema name or table alias belongs to, or
     * null: the node itself, its parent, or its grandparent for the identifier of an alias.
     */
    static SqlNode fromItemOf(SqlNode node) {
        SqlNode n = node;
        if (n.type() == NodeType.IDENTIFIER) {
            n = n.parent();
        }
        if (n != null && n.type() == NodeType.TABLE_ALIAS) {
            n = n.parent();
        }
        return n != null && (n.type() == NodeType.TABLE || n.type() == NodeType.SUBQUERY) ? n : null;
    }
}
