package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.RewriteResult;

class DerivedTableAliasTest {

    private static final DerivedTableAlias PASS = new DerivedTableAlias();

    @Test
    void aSubqueryInFromWithoutAnAliasGetsOne() {
        RewriteResult result = assertRewrites(PASS,
                "SELECT COUNT(*) FROM ( SELECT cds FROM satscores WHERE avgscrmath > 500 GROUP BY cds )",
                "SELECT COUNT(*) FROM ( SELECT cds FROM satscores WHERE avgscrmath > 500 GROUP BY cds ) AS sub1");
        assertEquals("PostgreSQL requires an alias for a subquery in FROM", result.applied().get(0).reason());
    }

    @Test
    void everyUnnamedSubqueryGetsItsOwnNameUnusedElsewhere() {
        assertRewrites(PASS, "SELECT * FROM (SELECT * FROM (SELECT cds FROM satscores))",
                "SELECT * FROM (SELECT * FROM (SELECT cds FROM satscores) AS sub2) AS sub1");
        assertRewrites(PASS, "SELECT sub1.cds FROM satscores AS sub1 JOIN (SELECT cdscode FROM frpm) ON sub1.cds = cdscode",
                "SELECT sub1.cds FROM satscores AS sub1 JOIN (SELECT cdscode FROM frpm) AS sub2 ON sub1.cds = cdscode");
    }

    @Test
    void aSubqueryInAnExpressionNeedsNoAlias() {
        assertRewrites(PASS, "SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM frpm WHERE cdscode IN (SELECT cds FROM satscores))",
                "SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM frpm WHERE cdscode IN (SELECT cds FROM satscores)) AS sub1");
    }

    @Test
    void aliasedSubqueriesStayAsTheyAre() {
        assertUnchanged(PASS, "SELECT s.cds FROM (SELECT cds FROM satscores) AS s");
        assertUnchanged(PASS, "SELECT s.cds FROM (SELECT cds FROM satscores) s(cds)");
        assertUnchanged(PASS, "SELECT cds FROM satscores WHERE cds IN (SELECT cdscode FROM frpm)");
    }
}
