package io.nlguard.compare.structure;

import io.nlguard.guard.sql.SqlNode;

import java.util.ArrayList;
import java.util.List;

/**
 * What rendering a clause element in masked form set aside: nested queries, written as
 * {@code (subquery)} and compared as queries of their own, and window specifications, written as
 * {@code over (...)} and compared in the window clause. This keeps a difference inside a subquery or
 * an OVER clause out of the enclosing element.
 */
final class Masked {

    static final String SUBQUERY = "(subquery)";
    static final String WINDOW = "over (...)";

    private final List<SqlNode> queries = new ArrayList<>();
    private final List<String> windows = new ArrayList<>();

    void query(SqlNode query) {
        queries.add(query);
    }

    void window(String fullWindow) {
        windows.add(fullWindow);
    }

    /** The nested query nodes met, in rendering order. */
    List<SqlNode> queries() {
        return queries;
    }

    /** The window calls met, fully rendered ({@code rank() over (partition by a)}). */
    List<String> windows() {
        return windows;
    }
}
