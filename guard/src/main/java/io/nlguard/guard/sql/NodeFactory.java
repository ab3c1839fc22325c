package io.nlguard.guard.sql;

import net.sf.jsqlparser.parser.ASTNodeAccess;
import net.sf.jsqlparser.parser.Node;
import net.sf.jsqlparser.parser.Token;

/**
 * Creates nodes and copies the parser's source positions onto them. Remembers the last node it gave a
 * position, so a build that fails can say where it was.
 */
final class NodeFactory {

    private SqlNode lastPositioned;

    SqlNode node(NodeType type, Role role, Object ast) {
        return positioned(new SqlNode(type, role, null, false, ast), ast);
    }

    SqlNode named(NodeType type, Role role, String name, Object ast) {
        return positioned(new SqlNode(type, role, name, false, ast), ast);
    }

    /** An identifier-bearing node from the raw (possibly quoted) name. */
    SqlNode identifier(NodeType type, Role role, String rawName, Object ast) {
        return positioned(new SqlNode(type, role, Identifiers.unquote(rawName), Identifiers.isQuoted(rawName), ast), ast);
    }

    /** An identifier with a position computed from a known start, for parts the parser gives none. */
    SqlNode identifierAt(Role role, String rawName, int line, int column) {
        SqlNode node = new SqlNode(NodeType.IDENTIFIER, role, Identifiers.unquote(rawName), Identifiers.isQuoted(rawName), null);
        if (line > 0) {
            node.position(line, column, line, column + rawName.length() - 1);
            lastPositioned = node;
        }
        return node;
    }

    /** The last node created with a source position, or null. */
    SqlNode lastPositioned() {
        return lastPositioned;
    }

    private SqlNode positioned(SqlNode node, Object ast) {
        if (ast instanceof ASTNodeAccess access) {
            Node parsed = access.getASTNode();
            if (parsed != null) {
                Token first = parsed.jjtGetFirstToken();
                Token last = parsed.jjtGetLastToken();
                if (first != null && last != null) {
                    node.position(first.beginLine, first.beginColumn, last.endLine, last.endColumn);
                    lastPositioned = node;
                }
            }
        }
        return node;
    }
}
