package io.nlguard.guard.rewrite;

import java.util.List;

import io.nlguard.guard.rewrite.normalize.NullFunctionToCoalesce;

/**
 * The passes in the order they run: dialect normalization first (so that names are spelled the
 * PostgreSQL way before they are matched against the catalog), then autocorrect. Order inside a stage
 * matters where one pass's output is another's input; each entry says so when it does.
 */
public final class RewritePasses {

    private RewritePasses() {
    }

    public static List<RewritePass> all() {
        return List.of(
                new NullFunctionToCoalesce());
    }
}
