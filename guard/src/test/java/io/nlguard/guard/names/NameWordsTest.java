package io.nlguard.guard.names;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class NameWordsTest {

    @Test
    void splitsAtSeparatorsAndCaseChanges() {
        assertEquals(List.of("employee", "hire", "date"), NameWords.of("employee_hire_date"));
        assertEquals(List.of("first", "name"), NameWords.of("firstName"));
        assertEquals(List.of("first", "name"), NameWords.of("First Name"));
        assertEquals(List.of("num", "tst", "takr"), NameWords.of("NumTstTakr"));
        assertEquals(List.of("cdscode"), NameWords.of("CDSCode"), "a run of capitals stays one word");
        assertEquals(List.of("enrollment", "k", "12"), NameWords.of("Enrollment (K-12)"));
        assertEquals(List.of(), NameWords.of("_"));
    }

    @Test
    void countsTheWordsItSplits() {
        for (String name : List.of("employee_hire_date", "firstName", "First Name", "NumTstTakr", "CDSCode",
                "Enrollment (K-12)", "_", "", "a", "T1", "__x__y__", "aB1cD", "Free Meal Count (K-12)", "école_Été")) {
            assertEquals(NameWords.of(name).size(), NameWords.count(name), name);
        }
    }
}
