package io.nlguard.compare.structure;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * BAR-SQL's AST-flattened F1. The paper's own example is order invariance, "WHERE A AND B" against
 * "WHERE B AND A"; it gives no worked numbers, so the other cases count components by hand.
 */
class AstFlattenedF1Test {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @Test
    void thePapersExampleWhereAAndBAgainstWhereBAndAScoresOne() {
        AstFlattenedF1 f1 = COMPARATOR.compare("SELECT name FROM artist WHERE country = 'FR' AND id > 10",
                "SELECT name FROM artist WHERE id > 10 AND country = 'FR'").astFlattenedF1();

        assertEquals(1.0, f1.f1());
        assertEquals(4, f1.actualCount()); // select name, from artist, two conjuncts
        assertEquals(4, f1.matchedCount());
    }

    @Test
    void orIsFlattenedIntoTaggedOperands() {
        // actual: select|name, select|country, join|artist, where|or:country = 'DE', where|or:country = 'FR'
        // expected: select|name, join|artist, where|country = 'FR'
        // shared: name, artist (an operand of OR is not the same component as a whole conjunct)
        AstFlattenedF1 f1 = COMPARATOR.compare(
                "SELECT name, country FROM artist WHERE country = 'FR' OR country = 'DE'",
                "SELECT name FROM artist WHERE country = 'FR'").astFlattenedF1();

        assertEquals(5, f1.actualCount());
        assertEquals(3, f1.expectedCount());
        assertEquals(2, f1.matchedCount());
        assertEquals(2.0 / 5, f1.precision(), 1e-12);
        assertEquals(2.0 / 3, f1.recall(), 1e-12);
        assertEquals(0.5, f1.f1(), 1e-12);
    }

    @Test
    void nestedOrAndOrderOfOperandsDoNotMatter() {
        AstFlattenedF1 f1 = COMPARATOR.compare(
                "SELECT id FROM album WHERE (year = 1 AND price > 2) OR title = 'x'",
                "SELECT id FROM album WHERE title = 'x' OR (price > 2 AND year = 1)").astFlattenedF1();

        assertEquals(1.0, f1.f1());
        assertEquals(5, f1.actualCount()); // select id, from album, or:title = 'x', or:and:price > 2, or:and:year = 1
    }

    @Test
    void theSameColumnInAnotherClauseIsAnotherComponent() {
        // select|name, join|artist shared; order_by|name against group_by|name is not
        AstFlattenedF1 f1 = COMPARATOR.compare("SELECT name FROM artist ORDER BY name",
                "SELECT name FROM artist GROUP BY name").astFlattenedF1();

        assertEquals(2, f1.matchedCount());
        assertEquals(2.0 / 3, f1.f1(), 1e-12);
    }

    @Test
    void componentsCountAsAMultiset() {
        // a duplicated conjunct is one extra component of actual_sql: precision 3/4, recall 1
        AstFlattenedF1 f1 = COMPARATOR.compare("SELECT title FROM album WHERE year > 1 AND year > 1",
                "SELECT title FROM album WHERE year > 1").astFlattenedF1();

        assertEquals(0.75, f1.precision(), 1e-12);
        assertEquals(1.0, f1.recall(), 1e-12);
        assertEquals(6.0 / 7, f1.f1(), 1e-12);
    }

    @Test
    void nothingSharedScoresZero() {
        AstFlattenedF1 f1 = COMPARATOR.compare("SELECT title FROM album", "SELECT name FROM track").astFlattenedF1();

        assertEquals(0, f1.matchedCount());
        assertEquals(0.0, f1.f1());
    }
}
