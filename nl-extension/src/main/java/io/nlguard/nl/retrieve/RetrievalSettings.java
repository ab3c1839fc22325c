package io.nlguard.nl.retrieve;

/**
 * The knobs of retrieval.
 *
 * @param columnRanking     fuse the column matches, lifted to their tables, with the table ranking
 * @param foreignKeys       add foreign-key neighbours of the chosen tables ({@link ForeignKeyExpansion})
 * @param topTables         how many tables of the fused ranking are chosen before expansion
 * @param relativeCut       a table whose best score in any ranking is below this share of that ranking's top is
 *                          not chosen (the first always is)
 * @param neighbourCut      a foreign-key neighbour below the cut is added if its strength (as for relativeCut) is at
 *                          least this, and it is among the first 2 × topTables of the fused ranking
 * @param hubCap            a table with more foreign-key neighbours than this is not expanded through
 * @param matchedColumns    per chosen table, at most this many columns the question matched (best first)
 * @param columnCut         a column match below this share of the catalog's best match is not kept
 * @param smallTable        a table with at most this many columns is given whole
 */
public record RetrievalSettings(boolean columnRanking, boolean foreignKeys, int topTables, double relativeCut,
                                double neighbourCut, int hubCap, int matchedColumns, double columnCut, int smallTable) {

    /** BM25 over tables and columns, foreign-key expansion, tuned on Spider dev. */
    public static final RetrievalSettings DEFAULT = new RetrievalSettings(true, true, 3, 0.6, 0.45, 8, 8, 0.0, 0);

    public RetrievalSettings withColumnRanking(boolean on) {
        return new RetrievalSettings(on, foreignKeys, topTables, relativeCut, neighbourCut, hubCap, matchedColumns, columnCut, smallTable);
    }

    public RetrievalSettings withForeignKeys(boolean on) {
        return new RetrievalSettings(columnRanking, on, topTables, relativeCut, neighbourCut, hubCap, matchedColumns, columnCut, smallTable);
    }
}
