package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertDeclined;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertUnchanged;

import org.junit.jupiter.api.Test;

class NumericConditionsTest {

    private static final NumericConditions PASS = new NumericConditions();

    @Test
    void aNumberColumnAsAConditionIsComparedWithZero() {
        assertRewrites(PASS, "select schools.city from schools inner join satscores on schools.cdscode = satscores.cds"
                        + " where satscores.numge1500 order by satscores.avgscrwrite desc limit 3",
                "select schools.city from schools inner join satscores on schools.cdscode = satscores.cds"
                        + " where satscores.numge1500 <> 0 order by satscores.avgscrwrite desc limit 3");
        assertRewrites(PASS, "SELECT id FROM laboratory WHERE id = 1 AND tbil OR NOT id",
                "SELECT id FROM laboratory WHERE id = 1 AND tbil <> 0 OR NOT id <> 0");
    }

    @Test
    void arithmeticLiteralsAndAggregatesToo() {
        assertRewrites(PASS, "SELECT score FROM posts WHERE score > 1 AND score - id ORDER BY id",
                "SELECT score FROM posts WHERE score > 1 AND (score - id) <> 0 ORDER BY id");
        assertRewrites(PASS, "SELECT id FROM posts WHERE score = 2 OR 1",
                "SELECT id FROM posts WHERE score = 2 OR 1 <> 0");
        assertRewrites(PASS, "SELECT CASE WHEN sum(CASE WHEN score IS NOT NULL THEN 1 ELSE 0 END) THEN 'YES' ELSE 'NO' END FROM posts",
                "SELECT CASE WHEN sum(CASE WHEN score IS NOT NULL THEN 1 ELSE 0 END) <> 0 THEN 'YES' ELSE 'NO' END FROM posts");
        assertRewrites(PASS, "SELECT id FROM posts GROUP BY id HAVING COUNT(*)",
                "SELECT id FROM posts GROUP BY id HAVING COUNT(*) <> 0");
        assertRewrites(PASS, "SELECT T1.id FROM posts T1 JOIN cards T2 ON T2.convertedmanacost",
                "SELECT T1.id FROM posts T1 JOIN cards T2 ON T2.convertedmanacost <> 0");
    }

    @Test
    void conditionsAndValuesStayByteIdentical() {
        assertUnchanged(PASS, "SELECT CASE score WHEN 1 THEN 'one' END, score + 1 FROM posts WHERE score > 0 AND id IS NOT NULL");
        assertUnchanged(PASS, "SELECT id FROM flags WHERE active AND NOT active");
        assertUnchanged(PASS, "SELECT a FROM unknown_table WHERE b");
    }

    @Test
    void textDatesAndDivisionsAreDeclined() {
        assertDeclined(PASS, "SELECT id FROM laboratory WHERE lap_time", "leading number");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE county = 'x' AND opendate", "leading number");
        assertDeclined(PASS, "SELECT id FROM posts WHERE score / id", "not certain");
    }
}
