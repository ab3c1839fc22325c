package io.nlguard.compare.result;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.table.ResultTable;

class ColumnPermutationEqualityTest {

    private static final ColumnPermutationEquality EXACT = new ColumnPermutationEquality(ComparisonConfig.builder()
            .numericAbsTolerance(0).numericRelTolerance(0).build());

    @Test
    void columnsInAnotherOrderAreEqualWhateverTheirNames() {
        ResultTable expected = ResultTable.builder("name", "n").row("a", 1).row("b", 2).build();
        ResultTable swapped = ResultTable.builder("cnt", "title").row(2, "b").row(1, "a").build();
        assertTrue(EXACT.equal(swapped, expected, false));
    }

    @Test
    void twoColumnsOfTheSameNameArePairedByTheirValuesNotTheirNames() {
        // T1.name, T2.name against T2.name, T1.name: aligning by name would pair them the wrong way round
        ResultTable expected = ResultTable.builder("name", "name").row("x", "p").row("y", "q").build();
        ResultTable actual = ResultTable.builder("name", "name").row("p", "x").row("q", "y").build();
        assertTrue(EXACT.equal(actual, expected, false));
        ResultTable mixed = ResultTable.builder("name", "name").row("p", "y").row("q", "x").build();
        assertFalse(EXACT.equal(mixed, expected, false));
    }

    @Test
    void rowsAreABagUnlessOrderMatters() {
        ResultTable expected = ResultTable.builder("n").row(1).row(2).row(2).build();
        ResultTable reordered = ResultTable.builder("n").row(2).row(1).row(2).build();
        ResultTable fewerTwos = ResultTable.builder("n").row(1).row(1).row(2).build();
        assertTrue(EXACT.equal(reordered, expected, false));
        assertFalse(EXACT.equal(reordered, expected, true));
        assertFalse(EXACT.equal(fewerTwos, expected, false)); // the same set, another bag
        assertTrue(EXACT.equal(expected, expected, true));
    }

    @Test
    void numbersAreExactAndOneAndOnePointZeroAreOneValue() {
        ResultTable expected = ResultTable.builder("avg").row(new BigDecimal("2.5")).build();
        assertTrue(EXACT.equal(ResultTable.builder("x").row(2.5d).build(), expected, false));
        assertFalse(EXACT.equal(ResultTable.builder("x").row(new BigDecimal("2.5000000001")).build(), expected, false));
        assertTrue(EXACT.equal(ResultTable.builder("x").row(1L).build(), ResultTable.builder("y").row(1.0d).build(), false));
    }

    @Test
    void anotherColumnCountOrRowCountIsNeverEqualButTwoEmptyResultsAre() {
        ResultTable one = ResultTable.builder("a").row(1).build();
        assertFalse(EXACT.equal(ResultTable.builder("a", "b").row(1, 1).build(), one, false));
        assertFalse(EXACT.equal(ResultTable.builder("a").row(1).row(1).build(), one, false));
        assertTrue(EXACT.equal(ResultTable.builder("a").build(), ResultTable.builder("a", "b").build(), false));
    }

    @Test
    void nullEqualsNull() {
        ResultTable expected = ResultTable.builder("a", "b").row(null, 1).build();
        assertTrue(EXACT.equal(ResultTable.builder("b", "a").row(1, null).build(), expected, false));
    }
}
