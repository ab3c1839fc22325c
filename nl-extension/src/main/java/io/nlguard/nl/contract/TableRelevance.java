package io.nlguard.nl.contract;

import io.nlguard.guard.schema.Table;

/**
 * How much a table of the context matters to the question: 0.3 × its matched columns (three count fully)
 * + 0.4 × its best match (a column's, or its own name's) + 0.3 × its place in retrieval's ranking.
 *
 * @param matchedColumns columns with a match from {@link MatchScore#THRESHOLD}
 * @param bestMatch      the best match of a column or of the table's name
 * @param named          the question names the table itself (from {@link #NAMED})
 */
public record TableRelevance(Table table, double relevance, int matchedColumns, double bestMatch, boolean named) {

    static final double COLUMNS = 0.3;
    static final double BEST = 0.4;
    static final double RETRIEVAL = 0.3;
    static final int FULL_COLUMNS = 3;

    /**
     * The name match from which the question names the table: all of its name ({@code order lines} for
     * {@code order_lines}), not one of its words ({@code lines} for {@code line_notes}).
     */
    static final double NAMED = 0.9;

    static TableRelevance of(Table table, int matchedColumns, double bestColumn, double nameMatch, double retrieval) {
        double best = Math.max(bestColumn, nameMatch);
        double relevance = COLUMNS * Math.min(1.0, (double) matchedColumns / FULL_COLUMNS) + BEST * best
                + RETRIEVAL * retrieval;
        return new TableRelevance(table, relevance, matchedColumns, best, nameMatch >= NAMED);
    }
}
