package io.nlguard.guard.rewrite.autocorrect;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.SqlNode;

/**
 * Where a pass's edits of this round start. A decline is reported with its node's line and column, and
 * the rewriter reports a construct declined again in a later round only once, by that position: a node
 * after an edit on its line would be reported twice, at two columns. Such a node is declined in the next
 * round instead (the rewriter runs one, since this round edited), at its new position.
 */
final class RoundEdits {

    private final List<Integer> starts = new ArrayList<>();

    void add(PassContext context, SqlNode edited) {
        starts.add(context.tree().startOffset(edited));
    }

    /** Whether an edit of this round lies before {@code node} on its line, and so moves its column. */
    boolean shifts(PassContext context, SqlNode node) {
        int at = context.tree().startOffset(node);
        if (at < 0) {
            return !starts.isEmpty();
        }
        int lineStart = context.sql().lastIndexOf('\n', at - 1) + 1;
        for (int start : starts) {
            if (start >= lineStart && start < at) {
                return true;
            }
        }
        return false;
    }
}
