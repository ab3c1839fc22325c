package io.nlguard.compare.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.table.ResultTable;

/**
 * Layer 3, Result comparison: compares two materialized results under the configuration.
 *
 * <p><b>Columns.</b> The columns are first paired ({@link ColumnAligner}): by position when column
 * order is required (always in {@code exact}), otherwise by name, then by values, then by position
 * among the leftovers. Rows are compared on the paired columns only; a result with a column more or
 * less never passes, and the extra or missing column shows in {@code schema_match} and lowers
 * {@code cell_overlap}, but not {@code row_overlap}.
 *
 * <p><b>Equality of cells.</b> See {@link CellEquality}: numbers within {@code atol + rtol·|expected|}
 * are equal in every mode; NULL by {@code null_equality_mode}.
 *
 * <p><b>mode_pass.</b> Needs the same row count and column count, names equal if
 * {@code require_column_name_match}, columns in order if {@code require_column_order_match}
 * ({@code order_match}: aligning by name and values pairs each column with its own position), and then:
 * {@code order-insensitive}: every row paired with an equal row one to one (bag semantics: a row
 * twice in one result must be twice in the other); {@code order-sensitive}: row i equals row i for
 * every i; {@code exact}: as order-sensitive, and the schemas identical (count, names, order and
 * types, whatever the two options say). The other two modes' outcomes go to {@code mode_details},
 * judged with the options as configured.
 *
 * <p><b>Graded values</b> do not depend on the mode: {@code row_overlap} is the F1 of the bag
 * matching ({@link BagMatcher}); {@code cell_overlap} pairs the rows the matching left over
 * ({@link CellAligner}: by most shared values for up to {@code max_rows_for_cell_alignment} rows per
 * side, then by a key column, then in order) and is the F1 of equal cells over all cells of both
 * results.
 *
 * <p><b>Cost.</b> Linear in the cells (hashing) apart from the best-match step of the leftover
 * alignment, which is quadratic in at most {@code max_rows_for_cell_alignment} rows. Thread-safe.
 */
public final class ResultComparator {

    /** The fewest candidates the tolerance pass tries per row, whatever the alignment bound. */
    private static final int MIN_TOLERANCE_SCAN = 16;

    private final ComparisonConfig config;
    private final CellEquality equality;

    public ResultComparator(ComparisonConfig config) {
        this.config = config;
        this.equality = CellEquality.of(config);
    }

    public ResultComparison compare(ResultTable actual, ResultTable expected) {
        // the free alignment says whether the columns are in order; the one used may be positional
        ColumnAlignment free = ColumnAligner.align(actual, expected, false);
        ColumnAlignment alignment = config.columnOrderRequired() ? ColumnAligner.align(actual, expected, true) : free;
        SchemaMatch schema = schemaMatch(actual, expected, alignment, free);
        ProjectedRows a = ProjectedRows.of(actual, alignment.actualIndexes());
        ProjectedRows e = ProjectedRows.of(expected, alignment.expectedIndexes());

        RowMatching bag = BagMatcher.match(a, e, equality,
                Math.max(MIN_TOLERANCE_SCAN, config.maxRowsForCellAlignment()));
        ColumnChecks checks = new ColumnChecks(schema);
        boolean comparable = checks.agree(config) && a.size() == e.size();
        boolean bagPass = comparable && bag.matched() == e.size();
        boolean orderedPass = comparable && inSequence(a, e);
        boolean exactPass = orderedPass && checks.identical();
        ResultEqualityFamily family = family(bagPass, orderedPass, exactPass);

        CellAligner.Alignment rowPairs = CellAligner.align(a, e, bag, equality, config.maxRowsForCellAlignment());
        CellTally tally = CellTally.count(a, e, alignment.width(), rowPairs.partner(), equality);
        long cellsActual = (long) actual.rowCount() * actual.columnCount();
        long cellsExpected = (long) expected.rowCount() * expected.columnCount();
        CellOverlap cells = new CellOverlap(tally.matchedCells, cellsActual, cellsExpected,
                Ratios.share(tally.matchedCells, cellsActual), Ratios.share(tally.matchedCells, cellsExpected),
                Ratios.f1(tally.matchedCells, cellsActual, cellsExpected), tally.rowPairs, rowPairs.aligned(),
                rowPairs.bounded());
        RowOverlap rows = RowOverlap.of(bag.matched(), bag.matchedWithinTolerance(), a.size(), e.size());

        List<ColumnNulls> nulls = NullProfile.columns(a, e, alignment.pairs(), config.comparisonMode().ordered());
        return new ResultComparison(family, schema, rows.f1(), rows, cells.f1(), cells,
                CardinalityMatch.of(actual.rowCount(), expected.rowCount()), numeric(tally),
                nulls.stream().allMatch(ColumnNulls::consistent), config.nullEqualityMode(), nulls,
                columnMatches(alignment, tally), warnings(actual, expected, a, e, rowPairs));
    }

    private SchemaMatch schemaMatch(ResultTable actual, ResultTable expected, ColumnAlignment alignment,
                                    ColumnAlignment free) {
        boolean count = actual.columnCount() == expected.columnCount();
        ColumnChecks checks = new ColumnChecks(count,
                count && alignment.pairs().stream().allMatch(ColumnPair::sameName),
                count && free.inOrder(),
                count && alignment.pairs().stream().allMatch(ColumnPair::sameType));
        boolean match = config.comparisonMode() == ComparisonMode.EXACT ? checks.identical() : checks.agree(config);
        return new SchemaMatch(match, actual.columnCount(), expected.columnCount(), checks.count(), checks.names(),
                checks.order(), checks.types(), alignment.pairs(), names(actual, alignment.unalignedActual()),
                names(expected, alignment.unalignedExpected()));
    }

    /** The four schema checks, and what each mode asks of them. */
    private record ColumnChecks(boolean count, boolean names, boolean order, boolean types) {

        ColumnChecks(SchemaMatch schema) {
            this(schema.countMatch(), schema.namesMatch(), schema.orderMatch(), schema.typesMatch());
        }

        /** The order-insensitive and order-sensitive modes: the count, and names and order as configured. */
        boolean agree(ComparisonConfig config) {
            return count && (!config.requireColumnNameMatch() || names) && (!config.requireColumnOrderMatch() || order);
        }

        /** {@code exact}: everything. */
        boolean identical() {
            return count && names && order && types;
        }
    }

    private static List<String> names(ResultTable table, List<Integer> columns) {
        return columns.stream().map(i -> table.columns().get(i).name()).toList();
    }

    private boolean inSequence(ProjectedRows actual, ProjectedRows expected) {
        for (int r = 0; r < actual.size(); r++) {
            if (!equality.rowsEqual(actual.row(r), expected.row(r))) {
                return false;
            }
        }
        return true;
    }

    private ResultEqualityFamily family(boolean bagPass, boolean orderedPass, boolean exactPass) {
        Map<ComparisonMode, Boolean> outcomes = new LinkedHashMap<>();
        outcomes.put(ComparisonMode.EXACT, exactPass);
        outcomes.put(ComparisonMode.ORDER_INSENSITIVE, bagPass);
        outcomes.put(ComparisonMode.ORDER_SENSITIVE, orderedPass);
        ComparisonMode mode = config.comparisonMode();
        Map<String, Boolean> details = new LinkedHashMap<>();
        outcomes.forEach((other, pass) -> {
            if (other != mode) {
                details.put(other.label(), pass);
            }
        });
        return new ResultEqualityFamily(mode, outcomes.get(mode), details);
    }

    private NumericToleranceMatch numeric(CellTally tally) {
        return new NumericToleranceMatch(tally.numbersBeyondTolerance == 0, config.numericAbsTolerance(),
                config.numericRelTolerance(), tally.numbersCompared, tally.numbersExact, tally.numbersWithinTolerance,
                tally.numbersBeyondTolerance, tally.maxAcceptedDiff);
    }

    private static List<ColumnCellMatch> columnMatches(ColumnAlignment alignment, CellTally tally) {
        List<ColumnCellMatch> matches = new ArrayList<>(alignment.width());
        for (int c = 0; c < alignment.width(); c++) {
            ColumnPair pair = alignment.pairs().get(c);
            matches.add(new ColumnCellMatch(pair.actualName(), pair.expectedName(), tally.compared[c], tally.matched[c]));
        }
        return matches;
    }

    private List<String> warnings(ResultTable actual, ResultTable expected, ProjectedRows a, ProjectedRows e,
                                  CellAligner.Alignment rowPairs) {
        List<String> warnings = new ArrayList<>();
        if (actual.truncated() || expected.truncated()) {
            warnings.add("the " + (actual.truncated() ? expected.truncated() ? "actual and expected results were"
                    : "actual result was" : "expected result was") + " cut at max_result_rows="
                    + config.maxResultRows() + ": the comparison covers the rows read");
        }
        if (rowPairs.bounded()) {
            warnings.add("more rows were unmatched than max_rows_for_cell_alignment=" + config.maxRowsForCellAlignment()
                    + "; the rest were paired for cell_overlap by a key column and by order, not by best match");
        }
        if (!equality.nullEqualsNull()) {
            int withNull = countWithNull(a) + countWithNull(e);
            if (withNull > 0) {
                warnings.add(withNull + " rows hold a NULL in a compared column and match no row under "
                        + "null_equality_mode=sql_semantic");
            }
        }
        return warnings;
    }

    private static int countWithNull(ProjectedRows rows) {
        int count = 0;
        for (int r = 0; r < rows.size(); r++) {
            if (rows.hasNull(r)) {
                count++;
            }
        }
        return count;
    }
}
