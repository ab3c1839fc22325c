package io.nlguard.compare.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Cells are held in one comparable form whatever the caller passes. */
class ResultTableTest {

    @Test
    void numbersOfEveryJavaTypeAreOneValue() {
        assertEquals(Cells.normalize(10), Cells.normalize(new BigDecimal("10.000")));
        assertEquals(Cells.normalize(10L), Cells.normalize(10.0d));
        assertEquals("10", Cells.normalize(new BigDecimal("1E+1")).toString());
        assertEquals(new BigDecimal("0.1"), Cells.normalize(0.1d));
        assertEquals(new BigDecimal("0.1"), Cells.normalize(0.1f));
        assertNotEquals(Cells.normalize(0.1d), Cells.normalize(0.30000000000000004d - 0.2d));
        assertEquals(Double.NaN, Cells.normalize(Double.NaN));
        assertEquals(Double.POSITIVE_INFINITY, Cells.normalize(Float.POSITIVE_INFINITY));
    }

    @Test
    void datesAndTimesBecomeJavaTimeValuesAndMomentsInstants() {
        LocalDateTime local = LocalDateTime.of(2024, 2, 29, 13, 5);
        assertEquals(local, Cells.normalize(Timestamp.valueOf(local)));
        assertEquals(Instant.parse("2024-02-29T12:05:00Z"),
                Cells.normalize(OffsetDateTime.of(local, ZoneOffset.ofHours(1))));
        assertEquals(Cells.normalize(OffsetDateTime.of(local, ZoneOffset.ofHours(1))),
                Cells.normalize(OffsetDateTime.of(local.minusHours(1), ZoneOffset.UTC)));
    }

    @Test
    void arraysAndBytesAreComparableValues() {
        assertEquals(Cells.normalize(new Integer[] {1, 2}), Cells.normalize(List.of(1L, 2.0)));
        assertEquals("\\x0aff", Cells.normalize(new byte[] {10, -1}));
    }

    @Test
    void rowsMustFitTheSchema() {
        assertThrows(IllegalArgumentException.class, () -> ResultTable.builder("a", "b").row(1).build());
        ResultTable table = ResultTable.builder("a", "b").row(1, null).build();
        assertEquals(BigDecimal.ONE, table.cell(0, 0));
        assertEquals(null, table.cell(0, 1));
    }

    @Test
    void rowsWriteAsPlainJson() throws Exception {
        ResultTable table = ResultTable.builder("n", "d", "f", "s", "a")
                .row(new BigDecimal("12.50"), LocalDateTime.of(2024, 1, 2, 3, 4), Double.NaN, "x", List.of(1, 2))
                .build();
        String json = new ObjectMapper().writeValueAsString(table);
        assertEquals("{\"columns\":[{\"name\":\"n\",\"type\":null},{\"name\":\"d\",\"type\":null},"
                + "{\"name\":\"f\",\"type\":null},{\"name\":\"s\",\"type\":null},{\"name\":\"a\",\"type\":null}],"
                + "\"rows\":[[12.5,\"2024-01-02T03:04\",\"NaN\",\"x\",[1,2]]],\"truncated\":false}", json);
    }
}
