package io.nlguard.guard.rewrite;

/**
 * One rewrite over the node tree of a query. A pass finds the nodes it knows how to fix and proposes
 * text edits for their source spans through {@link PassContext#replace}; it never edits SQL text by
 * pattern. When it sees its construct but cannot be sure of the fix it calls {@link PassContext#decline}
 * and leaves the SQL alone. Passes are stateless and shared between threads.
 */
public interface RewritePass {

    /** Stable id, e.g. {@code normalize.ifnull}: in reports, warnings and the README. */
    String id();

    RewriteStage stage();

    /** One sentence for the README's pass table. */
    String summary();

    void apply(PassContext context);
}
