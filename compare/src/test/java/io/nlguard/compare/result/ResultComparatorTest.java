package io.nlguard.compare.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.request.NullEqualityMode;
import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;

/** Layer 3: each mode, tolerance and NULL rule, the column options, and the graded values. */
class ResultComparatorTest {

    private static ComparisonConfig.Builder config() {
        return ComparisonConfig.builder();
    }

    private static ResultComparison compare(ComparisonConfig config, ResultTable actual, ResultTable expected) {
        return new ResultComparator(config).compare(actual, expected);
    }

    private static ResultComparison compare(ResultTable actual, ResultTable expected) {
        return compare(ComparisonConfig.defaults(), actual, expected);
    }

    private static ResultTable table(String columns, Object... cells) {
        String[] names = columns.split(",");
        ResultTable.Builder builder = ResultTable.builder(names);
        for (int i = 0; i < cells.length; i += names.length) {
            Object[] row = new Object[names.length];
            System.arraycopy(cells, i, row, 0, names.length);
            builder.row(row);
        }
        return builder.build();
    }

    private static ComparisonConfig mode(ComparisonMode mode) {
        return config().comparisonMode(mode).build();
    }

    // modes

    @Test
    void equalResultsPassEveryMode() {
        ResultTable a = table("id,name", 1, "x", 2, "y");
        for (ComparisonMode mode : ComparisonMode.values()) {
            ResultComparison result = compare(mode(mode), a, table("id,name", 1, "x", 2, "y"));
            assertTrue(result.modePass(), mode.label());
            assertEquals(mode, result.resultEqualityFamily().comparisonMode());
            assertEquals(1.0, result.rowOverlap());
            assertEquals(1.0, result.cellOverlap());
            assertTrue(result.cardinalityMatch().match());
        }
    }

    @Test
    void rowOrderCountsOnlyInTheOrderedModes() {
        ResultTable actual = table("id", 2, 1, 3);
        ResultTable expected = table("id", 1, 2, 3);
        ResultComparison bag = compare(mode(ComparisonMode.ORDER_INSENSITIVE), actual, expected);
        assertTrue(bag.modePass());
        assertEquals(Map.of("exact", false, "order-sensitive", false), bag.resultEqualityFamily().modeDetails());
        ResultComparison ordered = compare(mode(ComparisonMode.ORDER_SENSITIVE), actual, expected);
        assertFalse(ordered.modePass());
        assertEquals(Map.of("exact", false, "order-insensitive", true), ordered.resultEqualityFamily().modeDetails());
        assertFalse(compare(mode(ComparisonMode.EXACT), actual, expected).modePass());
        assertEquals(1.0, ordered.rowOverlap(), "the graded values do not depend on the mode");
    }

    @Test
    void duplicatesCountInTheBag() {
        ResultComparison result = compare(table("v", 1, 1, 2), table("v", 1, 2, 2));
        assertFalse(result.modePass());
        assertEquals(2, result.rowOverlapDetails().matchedRows());
        assertEquals(4.0 / 6, result.rowOverlap(), 1e-12);
        assertEquals(0.5, result.rowOverlapDetails().jaccard(), 1e-12);

        ResultComparison fewer = compare(table("v", 1, 2), table("v", 1, 1, 2));
        assertFalse(fewer.modePass(), "a set equal to the bag is not the bag");
        assertEquals(-1, fewer.cardinalityMatch().delta());
        assertEquals(2.0 / 3, fewer.cardinalityMatch().ratio(), 1e-12);
        assertEquals(1.0, fewer.rowOverlapDetails().precision());
        assertEquals(2.0 / 3, fewer.rowOverlapDetails().recall(), 1e-12);
    }

    @Test
    void exactModeAlsoWantsTheSameTypes() {
        ResultTable actual = ResultTable.builder(List.of(new ResultColumn("n", "int8"))).row(1).build();
        ResultTable expected = ResultTable.builder(List.of(new ResultColumn("N", "int4"))).row(1).build();
        ResultComparison exact = compare(mode(ComparisonMode.EXACT), actual, expected);
        assertFalse(exact.modePass());
        assertFalse(exact.schemaMatch().typesMatch());
        assertTrue(exact.schemaMatch().namesMatch(), "names compare case-insensitively");
        assertEquals(Map.of("order-insensitive", true, "order-sensitive", true), exact.resultEqualityFamily().modeDetails());
    }

    // numbers

    @Test
    void numbersWithinTheToleranceAreEqual() {
        ResultTable actual = table("v", 0.1 + 0.2);
        ResultTable expected = table("v", new BigDecimal("0.3"));
        ResultComparison tolerant = compare(actual, expected);
        assertTrue(tolerant.modePass());
        assertEquals(1, tolerant.numericToleranceMatch().withinTolerancePairs());
        assertEquals(1, tolerant.rowOverlapDetails().matchedWithinTolerance());
        assertTrue(tolerant.numericToleranceMatch().maxAbsDiff() > 0);

        ComparisonConfig exactNumbers = config().numericAbsTolerance(0).numericRelTolerance(0).build();
        ResultComparison strict = compare(exactNumbers, actual, expected);
        assertFalse(strict.modePass());
        assertFalse(strict.numericToleranceMatch().match());
        assertEquals(1, strict.numericToleranceMatch().beyondTolerancePairs());
    }

    @Test
    void absoluteAndRelativeTolerancesAreBothHonoured() {
        ResultTable small = table("v", 1.004);
        ResultTable large = table("v", 1000.5);
        assertTrue(compare(config().numericAbsTolerance(0.01).build(), small, table("v", 1)).modePass());
        assertFalse(compare(config().numericAbsTolerance(0.001).build(), small, table("v", 1)).modePass());
        assertTrue(compare(config().numericRelTolerance(1e-3).build(), large, table("v", 1000)).modePass());
        assertFalse(compare(config().numericRelTolerance(1e-4).build(), large, table("v", 1000)).modePass());
        assertTrue(compare(table("v", 10L), table("v", new BigDecimal("10.00"))).numericToleranceMatch().exactPairs() == 1);
    }

    @Test
    void theBagMatchesRowsThatAreEqualOnlyWithinTolerance() {
        ResultTable actual = table("k,v", "b", 2.0000000001, "a", 1, "a", 3.0000000001);
        ResultTable expected = table("k,v", "a", 3, "a", 1.0000000001, "b", 2);
        ResultComparison result = compare(actual, expected);
        assertTrue(result.modePass());
        assertEquals(3, result.rowOverlapDetails().matchedRows());
        assertEquals(3, result.rowOverlapDetails().matchedWithinTolerance());
        assertFalse(compare(config().numericAbsTolerance(0).numericRelTolerance(0).build(), actual, expected).modePass());
    }

    @Test
    void aLargeShuffledResultWithRoundingNoiseStillMatches() {
        int n = 10_000;
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new Object[] {i % 7, "g" + (i % 13), i / 3.0});
        }
        ResultTable.Builder expected = ResultTable.builder("a", "b", "c");
        rows.forEach(expected::row);
        List<Object[]> shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(6));
        ResultTable.Builder actual = ResultTable.builder("a", "b", "c");
        shuffled.forEach(r -> actual.row(r[0], r[1], ((Double) r[2]) * (1 + 1e-13)));
        ResultComparison result = compare(actual.build(), expected.build());
        assertTrue(result.modePass());
        assertEquals(1.0, result.rowOverlap());
        assertTrue(result.rowOverlapDetails().matchedWithinTolerance() > n / 2);
        assertEquals(1.0, result.cellOverlap());
    }

    // NULLs

    @Test
    void strictNullEqualsNull() {
        ResultTable actual = table("id,v", 1, null, 2, "x");
        ResultComparison result = compare(actual, table("id,v", 2, "x", 1, null));
        assertTrue(result.modePass());
        assertTrue(result.nullHandlingMatch());
        assertEquals(List.of(), result.warnings());
    }

    @Test
    void underSqlSemanticsARowWithANullMatchesNothing() {
        ComparisonConfig sql = config().nullEqualityMode(NullEqualityMode.SQL_SEMANTIC).build();
        ResultComparison result = compare(sql, table("id,v", 1, null, 2, "x"), table("id,v", 1, null, 2, "x"));
        assertFalse(result.modePass(), "NULL = NULL is not true");
        assertEquals(1, result.rowOverlapDetails().matchedRows());
        assertEquals(0.5, result.rowOverlap());
        assertEquals(3.0 / 4, result.cellOverlap(), 1e-12, "the NULL cells are the only mismatch");
        assertTrue(result.nullHandlingMatch(), "the NULLs are where they should be");
        assertEquals(NullEqualityMode.SQL_SEMANTIC, result.nullEqualityMode());
        assertTrue(result.warnings().get(0).contains("2 rows hold a NULL"), result.warnings().toString());
        assertFalse(compare(config().nullEqualityMode(NullEqualityMode.SQL_SEMANTIC)
                .comparisonMode(ComparisonMode.ORDER_SENSITIVE).build(), table("v", (Object) null), table("v", (Object) null))
                .modePass());
    }

    @Test
    void nullHandlingComparesCountsAndInTheOrderedModesPositions() {
        ResultTable actual = table("id,v", 1, null, 2, "x");
        ResultTable swapped = table("id,v", 1, "x", 2, null);
        assertTrue(compare(actual, swapped).nullHandlingMatch(), "one NULL each");
        ResultComparison ordered = compare(mode(ComparisonMode.ORDER_SENSITIVE), actual, swapped);
        assertFalse(ordered.nullHandlingMatch(), "in another row");
        assertEquals(Boolean.FALSE, ordered.nullHandlingDetails().get(1).positionsMatch());
        ResultComparison more = compare(table("v", null, null), table("v", null, "y"));
        assertFalse(more.nullHandlingMatch());
        assertEquals(2, more.nullHandlingDetails().get(0).nullsActual());
        assertNull(more.nullHandlingDetails().get(0).positionsMatch());
    }

    // columns

    @Test
    void withoutAnOrderRequirementColumnsAreAlignedByName() {
        ResultTable actual = table("name,id", "x", 1, "y", 2);
        ResultTable expected = table("id,name", 1, "x", 2, "y");
        ResultComparison free = compare(actual, expected);
        assertTrue(free.modePass());
        assertFalse(free.schemaMatch().orderMatch());
        assertTrue(free.schemaMatch().match());
        assertEquals(List.of(AlignedBy.NAME, AlignedBy.NAME),
                free.schemaMatch().columnAlignment().stream().map(ColumnPair::alignedBy).toList());
        assertEquals(1, free.schemaMatch().columnAlignment().get(0).actualIndex(), "expected id is actual column 1");

        ResultComparison ordered = compare(config().requireColumnOrderMatch(true).build(), actual, expected);
        assertFalse(ordered.modePass());
        assertFalse(ordered.schemaMatch().match());
        assertEquals(0.0, ordered.rowOverlap());
    }

    @Test
    void columnsWithOtherNamesAreAlignedByTheirValues() {
        ResultTable actual = table("total,label", 10, "a", 20, "b");
        ResultTable expected = table("name,sum", "b", 20, "a", 10);
        ResultComparison result = compare(actual, expected);
        assertTrue(result.modePass());
        assertEquals(List.of(AlignedBy.VALUES, AlignedBy.VALUES),
                result.schemaMatch().columnAlignment().stream().map(ColumnPair::alignedBy).toList());
        assertFalse(result.schemaMatch().namesMatch());

        ResultComparison named = compare(config().requireColumnNameMatch(true).build(), actual, expected);
        assertFalse(named.modePass());
        assertFalse(named.schemaMatch().match());
        assertEquals(1.0, named.rowOverlap(), "the rows themselves agree");
    }

    @Test
    void leftoverColumnsArePairedByPositionSoTheirCellsAreCompared() {
        ResultTable actual = table("name,avg_a", "x", 1, "y", 2);
        ResultTable expected = table("name,avg_b", "x", 1, "y", 3);
        ResultComparison result = compare(actual, expected);
        assertFalse(result.modePass());
        assertEquals(AlignedBy.POSITION, result.schemaMatch().columnAlignment().get(1).alignedBy());
        assertEquals(0.75, result.cellOverlap(), 1e-12);
        ColumnCellMatch avg = result.columnCellMatches().get(1);
        assertEquals(2, avg.comparedCells());
        assertEquals(1, avg.matchedCells());
        assertEquals(0.5, avg.mismatchRate());
        assertEquals(0.0, result.columnCellMatches().get(0).mismatchRate());
    }

    @Test
    void anExtraColumnFailsButRowsAgreeOnTheSharedOnes() {
        ResultComparison result = compare(table("id,name,extra", 1, "x", true, 2, "y", false), table("id,name", 1, "x", 2, "y"));
        assertFalse(result.modePass());
        assertFalse(result.schemaMatch().countMatch());
        assertEquals(List.of("extra"), result.schemaMatch().unalignedActual());
        assertEquals(1.0, result.rowOverlap());
        assertEquals(2.0 * 4 / (6 + 4), result.cellOverlap(), 1e-12);
    }

    // graded values

    @Test
    void cellOverlapSeesTheOneWrongCell() {
        ResultTable actual = table("id,v", 1, "a", 2, "b", 3, "WRONG", 4, "d");
        ResultTable expected = table("id,v", 1, "a", 2, "b", 3, "c", 4, "d");
        ResultComparison result = compare(actual, expected);
        assertFalse(result.modePass());
        assertEquals(0.75, result.rowOverlap());
        assertEquals(7.0 / 8, result.cellOverlap(), 1e-12);
        assertEquals(4, result.cellOverlapDetails().rowPairs());
        assertEquals(1, result.cellOverlapDetails().alignedRowPairs());
        assertEquals(0.25, result.columnCellMatches().get(1).mismatchRate());
    }

    @Test
    void pastTheAlignmentBoundRowsArePairedByAKeyColumn() {
        ResultTable actual = table("id,v", 1, "a", 2, "b", 3, "c", 4, "d");
        ResultTable expected = table("id,v", 4, "D", 3, "C", 2, "B", 1, "A");
        ResultComparison unbounded = compare(actual, expected);
        assertEquals(0.5, unbounded.cellOverlap(), "each row pairs with its id");
        assertFalse(unbounded.cellOverlapDetails().alignmentBounded());
        ResultComparison bounded = compare(config().maxRowsForCellAlignment(0).build(), actual, expected);
        assertTrue(bounded.cellOverlapDetails().alignmentBounded());
        assertEquals(0.5, bounded.cellOverlap(), "the id column is the key");
        assertEquals(4, bounded.cellOverlapDetails().alignedRowPairs());
        assertTrue(bounded.warnings().stream().anyMatch(w -> w.contains("max_rows_for_cell_alignment=0")));
    }

    @Test
    void rowsSharingNothingArePairedInOrder() {
        ResultComparison result = compare(table("v", 0.5, 0.25), table("v", 0.75, 0.125));
        assertEquals(2, result.cellOverlapDetails().rowPairs());
        assertEquals(0.0, result.cellOverlap());
        assertEquals(2, result.numericToleranceMatch().beyondTolerancePairs());
    }

    @Test
    void emptyResults() {
        ResultComparison both = compare(table("v"), table("v"));
        assertTrue(both.modePass());
        assertEquals(1.0, both.rowOverlap());
        assertEquals(1.0, both.cellOverlap());
        assertEquals(1.0, both.cardinalityMatch().ratio());
        ResultComparison extra = compare(table("v", 1), table("v"));
        assertFalse(extra.modePass());
        assertNull(extra.cardinalityMatch().ratio());
        assertEquals(0.0, extra.rowOverlap());
    }

    @Test
    void aTruncatedResultIsWarnedAbout() {
        ResultTable cut = ResultTable.builder("v").row(1).truncated(true).build();
        assertTrue(compare(cut, table("v", 1)).warnings().get(0).contains("actual result was cut"));
    }

    @Test
    void theJsonUsesTheGlossaryNames() {
        JsonNode node = new ObjectMapper().valueToTree(compare(table("id", 2, 1), table("id", 1, 2)));
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        assertEquals(new TreeSet<>(List.of("result_equality_family", "schema_match", "row_overlap", "row_overlap_details",
                "cell_overlap", "cell_overlap_details", "cardinality_match", "numeric_tolerance_match",
                "null_handling_match", "null_equality_mode", "null_handling_details", "column_cell_matches",
                "warnings")), names);
        JsonNode family = node.get("result_equality_family");
        assertEquals("order-insensitive", family.get("comparison_mode").asText());
        assertTrue(family.get("mode_pass").asBoolean());
        assertFalse(family.get("mode_details").get("order-sensitive").asBoolean());
        assertEquals("name", node.get("schema_match").get("column_alignment").get(0).get("aligned_by").asText());
        assertEquals(0, node.get("cardinality_match").get("absolute_delta").asInt());
        assertEquals("strict", node.get("null_equality_mode").asText());
    }
}
