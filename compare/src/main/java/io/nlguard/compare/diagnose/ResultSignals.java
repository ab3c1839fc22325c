package io.nlguard.compare.diagnose;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.result.CardinalityMatch;
import io.nlguard.compare.result.ColumnCellMatch;
import io.nlguard.compare.result.ColumnPair;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.result.RowOverlap;
import io.nlguard.compare.result.SchemaMatch;

/**
 * The shapes of a result mismatch that point at one clause or another, read off Layer 3's output.
 * Every value is in [0, 1].
 *
 * @param bagEqual             the results are equal as multisets (order-insensitive outcome)
 * @param orderedEqual         the results are equal row by row in sequence (order-sensitive outcome)
 * @param cardinalityDeviation {@code 1 - min(rows) / max(rows)}: 0 for equal row counts
 * @param explosion            {@code cardinality_explosion_flag}: one result has at least twice the rows of the other
 *                             and they differ by at least {@link #EXPLOSION_MIN_DELTA} rows
 * @param asymmetry            {@code |precision - recall|} of the row matching: one result (nearly) contains the other
 * @param containment          the row counts differ and every row of the smaller result is in the larger one
 * @param rowLoss              {@code 1 - row_overlap}
 * @param schemaDifference     share of columns of the wider result without a partner
 * @param localizedColumns     share of aligned columns whose cells differ, when some but not all do (else 0)
 * @param numericDrift         share of aligned numeric columns whose cells differ
 * @param keysStable           every aligned non-numeric column matches
 */
record ResultSignals(boolean bagEqual, boolean orderedEqual, double cardinalityDeviation, boolean explosion,
                     double asymmetry, boolean containment, double rowLoss, double schemaDifference,
                     double localizedColumns, double numericDrift, boolean keysStable) {

    /** Two results differing by fewer rows than this never count as a cardinality explosion (1 vs 2 rows is not). */
    static final int EXPLOSION_MIN_DELTA = 2;
    /** The row-count ratio from which a deviation counts as an explosion (fan-out) or collapse (over-filtering). */
    static final double EXPLOSION_RATIO = 2.0;

    private static final Set<String> NUMERIC_TYPES = Set.of("int2", "int4", "int8", "numeric", "float4", "float8",
            "money", "smallint", "integer", "bigint", "real", "double precision", "decimal");

    static ResultSignals of(ResultComparison result) {
        ComparisonMode mode = result.resultEqualityFamily().comparisonMode();
        boolean bag = outcome(result, ComparisonMode.ORDER_INSENSITIVE, mode);
        boolean ordered = outcome(result, ComparisonMode.ORDER_SENSITIVE, mode);
        CardinalityMatch rows = result.cardinalityMatch();
        int small = Math.min(rows.actualRows(), rows.expectedRows());
        int large = Math.max(rows.actualRows(), rows.expectedRows());
        double deviation = large == 0 ? 0.0 : 1.0 - (double) small / large;
        boolean explosion = large - small >= EXPLOSION_MIN_DELTA && large >= EXPLOSION_RATIO * small;
        RowOverlap overlap = result.rowOverlapDetails();
        boolean containment = small != large && overlap.matchedRows() == small && small > 0;
        SchemaMatch schema = result.schemaMatch();
        int wider = Math.max(1, Math.max(schema.columnCountActual(), schema.columnCountExpected()));
        double schemaDifference = (double) (schema.unalignedActual().size() + schema.unalignedExpected().size()) / wider;
        Columns columns = Columns.of(result);
        return new ResultSignals(bag, ordered, deviation, explosion, Math.abs(overlap.precision() - overlap.recall()),
                containment, 1.0 - result.rowOverlap(), Math.min(1.0, schemaDifference), columns.localized(),
                columns.numericDrift(), columns.keysStable());
    }

    /** Whether the cardinalities are close: the complement of the deviation. */
    double cardinalityCloseness() {
        return 1.0 - cardinalityDeviation;
    }

    /** Bag-equal but not equal in sequence: the rows are right, only their order differs. */
    boolean orderingOnly() {
        return bagEqual && !orderedEqual;
    }

    private static boolean outcome(ResultComparison result, ComparisonMode wanted, ComparisonMode configured) {
        if (wanted == configured) {
            return result.modePass();
        }
        return Boolean.TRUE.equals(result.resultEqualityFamily().modeDetails().get(wanted.label()));
    }

    /** Per aligned column (in alignment order): whether its cells differ, and whether it holds numbers. */
    private record Columns(boolean[] differs, boolean[] numeric) {

        static Columns of(ResultComparison result) {
            List<ColumnCellMatch> cells = result.columnCellMatches();
            List<ColumnPair> pairs = result.schemaMatch().columnAlignment();
            boolean[] differs = new boolean[cells.size()];
            boolean[] numeric = new boolean[cells.size()];
            for (int c = 0; c < cells.size(); c++) {
                differs[c] = cells.get(c).matchedCells() < cells.get(c).comparedCells();
                numeric[c] = c < pairs.size() && (isNumeric(pairs.get(c).actualType()) || isNumeric(pairs.get(c).expectedType()));
            }
            return new Columns(differs, numeric);
        }

        double localized() {
            int differing = count(differs, null, true);
            return differing > 0 && differing < differs.length ? (double) differing / differs.length : 0.0;
        }

        double numericDrift() {
            int numbers = count(numeric, null, true);
            return numbers == 0 ? 0.0 : (double) count(differs, numeric, true) / numbers;
        }

        boolean keysStable() {
            return count(differs, numeric, false) == 0;
        }

        /** How many flags are set, among the columns whose {@code filter} flag equals {@code wanted} (all when null). */
        private static int count(boolean[] flags, boolean[] filter, boolean wanted) {
            int n = 0;
            for (int c = 0; c < flags.length; c++) {
                if (flags[c] && (filter == null || filter[c] == wanted)) {
                    n++;
                }
            }
            return n;
        }
    }

    private static boolean isNumeric(String type) {
        return type != null && NUMERIC_TYPES.contains(type.toLowerCase(Locale.ROOT));
    }
}
