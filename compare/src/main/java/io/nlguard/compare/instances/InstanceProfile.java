package io.nlguard.compare.instances;

import java.util.List;
import java.util.Random;

/**
 * The shape of one generated instance: how many rows each table gets and how often a cell is NULL,
 * a repeated value, a query's literal or an edge value of its type. The first instances cover the
 * cases that make wrong SQL look right on one database: empty tables, a row or two, many NULLs,
 * many duplicates, edge values; the rest are mixed, and one of their tables may stay empty.
 *
 * @param name           shown in reports
 * @param minRows        fewest rows per table (before the cap of the options)
 * @param maxRows        most rows per table (before the cap)
 * @param nullRate       share of NULL cells in nullable columns (and of NULL nullable foreign keys)
 * @param duplicateRate  share of cells that repeat a value of their column
 * @param literalRate    share of cells that take one of the queries' literals
 * @param boundaryRate   share of cells that take an edge value of their type
 * @param emptyTableRate chance that a table stays empty
 */
record InstanceProfile(String name, int minRows, int maxRows, double nullRate, double duplicateRate,
                       double literalRate, double boundaryRate, double emptyTableRate) {

    static final InstanceProfile EMPTY = new InstanceProfile("empty", 0, 0, 0, 0, 0, 0, 0);
    private static final List<InstanceProfile> FIRST = List.of(
            EMPTY,
            new InstanceProfile("few_rows", 1, 3, 0, 0, 0.6, 0, 0),
            new InstanceProfile("nulls", 3, 12, 0.4, 0.1, 0.4, 0.05, 0),
            new InstanceProfile("duplicates", 4, 16, 0.05, 0.5, 0.5, 0, 0),
            new InstanceProfile("boundaries", 2, 10, 0.1, 0.1, 0.3, 0.5, 0));
    private static final InstanceProfile MIXED = new InstanceProfile("mixed", 0, 20, 0.15, 0.2, 0.45, 0.1, 0.15);

    /** The profile of the instance with this index (0-based). */
    static InstanceProfile forIndex(int index) {
        return index < FIRST.size() ? FIRST.get(index) : MIXED;
    }

    /** The row count of one table, at most {@code cap}. */
    int rows(Random random, int cap) {
        if (emptyTableRate > 0 && random.nextDouble() < emptyTableRate) {
            return 0;
        }
        int lo = Math.min(minRows, cap);
        int hi = Math.min(maxRows, cap);
        return lo + random.nextInt(hi - lo + 1);
    }
}
