package io.nlguard.guard.sql;

/**
 * Gives every node a source position. The parser records positions for most constructs but not for
 * all (aliases, ORDER BY items, some synthetic nodes): those take the span of their children, or
 * failing that the start of their parent, so a message can always cite a line and column.
 */
final class Positions {

    private Positions() {
    }

    static void fillMissing(SqlNode root) {
        fromChildren(root);
        if (!root.hasPosition()) {
            // commands the parser keeps no tokens for (SET, ALTER SYSTEM...): cite the statement start
            root.position(1, 1, 0, 0);
        }
        fromParent(root, root);
    }

    private static void fromChildren(SqlNode node) {
        for (SqlNode child : node.children()) {
            fromChildren(child);
        }
        if (node.hasPosition()) {
            return;
        }
        SqlNode first = null;
        SqlNode last = null;
        for (SqlNode child : node.children()) {
            if (!child.hasPosition()) {
                continue;
            }
            if (first == null || before(child.line(), child.column(), first.line(), first.column())) {
                first = child;
            }
            if (last == null || before(last.endLine(), last.endColumn(), child.endLine(), child.endColumn())) {
                last = child;
            }
        }
        if (first != null) {
            node.position(first.line(), first.column(), last.endLine(), last.endColumn());
        }
    }

    private static void fromParent(SqlNode node, SqlNode parent) {
        if (!node.hasPosition() && parent.hasPosition()) {
            // no span of its own: cite where the parent starts, without claiming its text
            node.position(parent.line(), parent.column(), 0, 0);
        }
        for (SqlNode child : node.children()) {
            fromParent(child, node);
        }
    }

    private static boolean before(int line, int column, int otherLine, int otherColumn) {
        return line < otherLine || (line == otherLine && column < otherColumn);
    }
}
