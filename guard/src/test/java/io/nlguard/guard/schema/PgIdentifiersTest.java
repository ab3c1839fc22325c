package io.nlguard.guard.schema;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PgIdentifiersTest {

    @Test
    void plainWordsFoldToLowerCaseAndStayBare() {
        assertEquals("highschooler", PgIdentifiers.storedName("Highschooler"));
        assertEquals("highschooler", PgIdentifiers.sql("Highschooler"));
        assertEquals("cre_doc_template_mgt", PgIdentifiers.sql("cre_Doc_Template_Mgt"));
        assertEquals("_x1", PgIdentifiers.sql("_X1"));
        // Column-name and non-reserved keywords are fine bare.
        assertEquals("year", PgIdentifiers.sql("Year"));
        assertEquals("time", PgIdentifiers.sql("time"));
        assertEquals("name", PgIdentifiers.sql("Name"));
    }

    @Test
    void namesThatAreNotPlainWordsKeepTheirExactTextQuoted() {
        assertEquals("Free Meal Count (K-12)", PgIdentifiers.storedName("Free Meal Count (K-12)"));
        assertEquals("\"Free Meal Count (K-12)\"", PgIdentifiers.sql("Free Meal Count (K-12)"));
        assertEquals("\"18_49_Rating_Share\"", PgIdentifiers.sql("18_49_Rating_Share"));
        assertEquals("\"%_Change_2007\"", PgIdentifiers.sql("%_Change_2007"));
        assertEquals("\"T-BIL\"", PgIdentifiers.sql("T-BIL"));
        assertEquals("\"sänger\"", PgIdentifiers.sql("sänger"));
        assertEquals("\"dollar$\"", PgIdentifiers.sql("dollar$"));
        assertEquals("\"say \"\"hi\"\"\"", PgIdentifiers.sql("say \"hi\""));
    }

    @Test
    void reservedWordsAreFoldedAndQuoted() {
        assertEquals("end", PgIdentifiers.storedName("End"));
        assertEquals("\"end\"", PgIdentifiers.sql("End"));
        assertEquals("\"order\"", PgIdentifiers.sql("order"));
        assertEquals("\"user\"", PgIdentifiers.sql("user"));
        assertEquals("\"cross\"", PgIdentifiers.sql("cross"));
        assertTrue(PgIdentifiers.isReserved("FROM"));
        assertFalse(PgIdentifiers.isReserved("year"));
    }

    @Test
    void rejectsEmptyAndOverlongNames() {
        assertThrows(IllegalArgumentException.class, () -> PgIdentifiers.sql(""));
        assertThrows(IllegalArgumentException.class, () -> PgIdentifiers.sql("x".repeat(64)));
        assertEquals("x".repeat(63), PgIdentifiers.sql("X".repeat(63)));
    }
}
