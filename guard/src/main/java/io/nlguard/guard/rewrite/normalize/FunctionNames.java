package io.nlguard.guard.rewrite.normalize;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.SqlNode;

/** Edits of a function call's name alone, leaving its arguments' text as written. */
final class FunctionNames {

    private FunctionNames() {
    }

    /**
     * Replaces the call's name (the text from its start up to the opening parenthesis) with {@code name}.
     * Declines a call whose text does not start with its name (a position the parser did not give exactly).
     */
    static boolean rename(PassContext context, SqlNode call, String name, String reason) {
        int start = context.tree().startOffset(call);
        String sql = context.sql();
        if (start < 0 || !sql.regionMatches(true, start, call.name(), 0, call.name().length())) {
            context.decline(call, "its name's position in the text is not known exactly");
            return false;
        }
        return context.replace(start, start + call.name().length(), name, call, 1.0, reason);
    }
}
