package io.nlguard.compare.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Values per type: literals fitted to the column, fresh values within the type's limits. */
class ValueGeneratorsTest {

    private static ColumnSpec column(String baseType, TypeFamily family, Integer length, Integer precision, Integer scale) {
        return new ColumnSpec("c", baseType, baseType, family, true, length, precision, scale, List.of());
    }

    @Test
    void integersTakeWholeLiteralsWithinTheTypeOnly() {
        ValueGenerator int4 = ValueGenerators.of(column("int4", TypeFamily.INTEGER, null, null, null));
        assertEquals("30", int4.accept("30"));
        assertEquals("30", int4.accept("30.00"));
        assertNull(int4.accept("2.5"));
        assertNull(int4.accept("3000000000"));
        assertNull(int4.accept("France"));
        ValueGenerator int2 = ValueGenerators.of(column("int2", TypeFamily.INTEGER, null, null, null));
        assertNull(int2.accept("40000"));
        assertTrue(int2.boundaries().contains("32767"));
    }

    @Test
    void numericValuesKeepTheColumnsScaleAndPrecision() {
        ValueGenerator numeric = ValueGenerators.of(column("numeric", TypeFamily.NUMERIC, null, 4, 1));
        assertEquals("2.3", numeric.accept("2.25"));
        assertEquals("7.0", numeric.accept("7"));
        assertNull(numeric.accept("1000"), "numeric(4,1) holds at most 999.9");
        assertTrue(numeric.boundaries().contains("999.9"));
        Random random = new Random(1);
        for (int i = 0; i < 200; i++) {
            BigDecimal value = new BigDecimal(numeric.random(random));
            assertEquals(1, value.scale());
            assertTrue(value.abs().compareTo(new BigDecimal("999.9")) <= 0);
        }
    }

    @Test
    void textRespectsTheLengthLimit() {
        ValueGenerator varchar3 = ValueGenerators.of(column("varchar", TypeFamily.TEXT, 3, null, null));
        assertNull(varchar3.accept("France"));
        assertEquals("Fr", varchar3.accept("Fr"));
        Random random = new Random(2);
        for (int i = 0; i < 100; i++) {
            assertTrue(varchar3.random(random).length() <= 3);
        }
        assertTrue(varchar3.boundaries().contains(""));
        assertTrue(varchar3.boundaries().stream().allMatch(v -> v.length() <= 3));
    }

    @Test
    void datesAndTimestampsReadEachOthersLiterals() {
        ValueGenerator timestamp = ValueGenerators.of(column("timestamp", TypeFamily.TIMESTAMP, null, null, null));
        assertEquals("2020-01-01 00:00:00", timestamp.accept("2020-01-01"));
        assertEquals("2020-01-01 10:30:00", timestamp.accept("2020-01-01 10:30:00"));
        ValueGenerator date = ValueGenerators.of(column("date", TypeFamily.DATE, null, null, null));
        assertEquals("2020-01-01", date.accept("2020-01-01 10:30:00"));
        assertNull(date.accept("yesterday-ish"));
    }

    @Test
    void choicesAndUnsupportedTypes() {
        ValueGenerator bool = ValueGenerators.of(column("bool", TypeFamily.BOOLEAN, null, null, null));
        assertEquals("true", bool.accept("t"));
        ValueGenerator mood = ValueGenerators.of(new ColumnSpec("c", "mood", "mood", TypeFamily.ENUM, true, null, null,
                null, List.of("sad", "ok", "happy")));
        assertNull(mood.accept("angry"));
        assertEquals("ok", mood.accept("ok"));
        ValueGenerator uuid = ValueGenerators.of(column("uuid", TypeFamily.UUID, null, null, null));
        assertNotEquals(uuid.random(new Random(1)), uuid.random(new Random(2)));
        assertNull(ValueGenerators.of(column("inet", TypeFamily.UNSUPPORTED, null, null, null)));
    }

    @Test
    void familiesFollowTheBaseType() {
        assertEquals(TypeFamily.TEXT, TypeFamily.of("varchar", "b", "S"));
        assertEquals(TypeFamily.ENUM, TypeFamily.of("mood", "e", "E"));
        assertEquals(TypeFamily.ARRAY, TypeFamily.of("_int4", "b", "A"));
        assertEquals(TypeFamily.UNSUPPORTED, TypeFamily.of("inet", "b", "I"));
        assertTrue(TypeFamily.DATE.accepts(LiteralKind.TIMESTAMP));
        assertTrue(!TypeFamily.INTEGER.accepts(LiteralKind.STRING));
    }
}
