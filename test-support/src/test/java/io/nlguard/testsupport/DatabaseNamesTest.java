package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DatabaseNamesTest {

    @Test
    void sanitizesClassNamesIntoSafeIdentifiers() {
        assertEquals("myrepositoryit", DatabaseNames.sanitize("MyRepositoryIT"));
        assertEquals("outer_inner", DatabaseNames.sanitize("Outer$Inner"));
        assertEquals("db", DatabaseNames.sanitize("$$$"));
        assertEquals(40, DatabaseNames.sanitize("X".repeat(100)).length());
    }

    @Test
    void uniqueNamesAreValidAndDistinct() {
        String a = DatabaseNames.unique("Y".repeat(100));
        String b = DatabaseNames.unique("Y".repeat(100));
        assertTrue(!a.equals(b));
        assertDoesNotThrow(() -> DatabaseNames.requireValid(a));
        assertTrue(a.length() <= DatabaseNames.MAX_LENGTH);
    }

    @Test
    void rejectsNamesThatNeedQuoting() {
        assertDoesNotThrow(() -> DatabaseNames.requireValid("nlg_bench_1"));
        for (String bad : new String[] {"", "1abc", "Abc", "a-b", "a\"b", "a".repeat(64), null}) {
            assertThrows(IllegalArgumentException.class, () -> DatabaseNames.requireValid(bad), String.valueOf(bad));
        }
    }
}
