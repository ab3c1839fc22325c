package io.nlguard.guard.rewrite;

import java.util.List;

import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;

/**
 * What the passes did to one SQL string.
 *
 * @param parsed      the tree of the final text ({@code parsed.sql()}), parsed once more after each change
 * @param applied     the changes made, in order; empty when the text is unchanged
 * @param suggested   changes the passes would make but did not: their stage is off, or the statement writes
 * @param declined    constructs a pass recognised but left alone, with the reason
 * @param scopes      the final tree's scopes if the passes resolved them (the rules reuse them), else null
 */
public record RewriteResult(String original, ParsedSql parsed, List<Change> applied, List<Change> suggested,
                            List<Declined> declined, Scopes scopes) {

    public RewriteResult {
        applied = List.copyOf(applied);
        suggested = List.copyOf(suggested);
        declined = List.copyOf(declined);
    }

    static RewriteResult unchanged(ParsedSql parsed) {
        return new RewriteResult(parsed.sql(), parsed, List.of(), List.of(), List.of(), null);
    }

    /** The text to run: the original, or its rewrite. */
    public String sql() {
        return parsed.sql();
    }

    public boolean changed() {
        return !applied.isEmpty();
    }
}
