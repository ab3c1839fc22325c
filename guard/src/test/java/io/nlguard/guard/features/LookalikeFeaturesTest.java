package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TestCatalogs;

class LookalikeFeaturesTest {

    /** A school catalog with the lookalike columns of a wide schema: three enrollment counts. */
    private static final Catalog SCHOOLS = Catalog.of(List.of("public"), List.of(
            TestCatalogs.table("schools", List.of("cds"), List.of(), "cds text", "school_name text", "Enrollment (K-12)|int4",
                    "Enrollment (Ages 5-17)|int4", "Enrollment (Grades 9-12)|int4", "Free Meal Count (K-12)|int4", "city text"),
            TestCatalogs.table("school_scores", List.of("cds"), List.of(TestCatalogs.fk("school_scores", "cds", "schools", "cds")),
                    "cds text", "avg_score int4", "enrollment int4"),
            TestCatalogs.table("school_districts", List.of("id"), List.of(), "id int4", "name text")));

    @Test
    void wordsSplitAsTokensCountsThem() {
        for (String name : new String[] {"first_name", "firstName", "First Name", "Enrollment (K-12)", "T1", "a__b"}) {
            assertEquals(NameShape.tokens(name), NameShape.words(name).size(), name);
        }
        assertEquals(List.of("first", "name"), NameShape.words("firstName"));
        assertEquals(List.of("enrollment", "k", "12"), NameShape.words("Enrollment (K-12)"));
    }

    @Test
    void aColumnAmongLookalikesCountsThemInItsTableAndBesideIt() {
        Featurized f = Featurized.of("SELECT s.\"Enrollment (K-12)\", s.city FROM schools s JOIN school_scores c ON s.cds = c.cds", SCHOOLS);
        String enrollment = "Column(s.\"Enrollment (K-12)\")";
        assertEquals(2, f.get(enrollment, "lookalike_columns_in_table"), "'enrollment' is in two other columns, '12' too; 'k' only in one");
        assertEquals(1, f.get(enrollment, "lookalike_columns_in_scope"), "school_scores.enrollment");
        assertEquals(f.get(enrollment, "lookalike_columns_in_table"), f.get("Identifier(Enrollment (K-12))", "lookalike_columns_in_table"));
        assertEquals(f.get(enrollment, "lookalike_columns_in_scope"), f.get("Identifier(Enrollment (K-12))", "lookalike_columns_in_scope"),
                "the name identifier carries its column's count");
        assertEquals(0, f.get("Column(s.city)", "lookalike_columns_in_table"));
        assertEquals(0, f.get("Column(s.city)", "lookalike_columns_in_scope"));
    }

    @Test
    void aTableCountsTheOtherTablesSharingAWord() {
        Featurized f = Featurized.of("SELECT name FROM school_districts JOIN schools ON true", SCHOOLS);
        assertEquals(1, f.get("Table(school_districts)", "lookalike_tables"), "school_scores shares 'school'");
        assertEquals(1, f.get("Identifier(school_districts)", "lookalike_tables"));
        assertEquals(0, f.get("Table(schools)", "lookalike_tables"), "'schools' is another word");
    }

    @Test
    void namesOutsideTheCatalogKeepTheNeutralDefault() {
        Featurized f = Featurized.of("SELECT nmae FROM nowhere", SCHOOLS);
        assertEquals(0, f.get("Column(nmae)", "lookalike_columns_in_table"));
        assertEquals(0, f.get("Table(nowhere)", "lookalike_tables"));
    }
}
