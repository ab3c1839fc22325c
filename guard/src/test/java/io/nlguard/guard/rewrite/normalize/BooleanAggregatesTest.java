package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertDeclined;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertUnchanged;

import org.junit.jupiter.api.Test;

class BooleanAggregatesTest {

    private static final BooleanAggregates PASS = new BooleanAggregates();

    @Test
    void aSummedConditionCountsAsOneOrZero() {
        assertRewrites(PASS, "SELECT SUM(Currency = 'CZK') - SUM(Currency = 'EUR') FROM customers WHERE Segment = 'SME'",
                "SELECT SUM(CAST((Currency = 'CZK') AS integer)) - SUM(CAST((Currency = 'EUR') AS integer)) FROM customers"
                        + " WHERE Segment = 'SME'");
        assertRewrites(PASS, "SELECT CAST(SUM(T1.segment = 'KAM') AS REAL) * 100 / COUNT(T1.customerid) FROM customers T1",
                "SELECT CAST(SUM(CAST((T1.segment = 'KAM') AS integer)) AS REAL) * 100 / COUNT(T1.customerid) FROM customers T1");
    }

    @Test
    void averagesAndOtherConditionsToo() {
        assertRewrites(PASS, "SELECT avg(currency LIKE 'E%' OR segment IN ('SME', 'KAM')) FROM customers",
                "SELECT avg(CAST((currency LIKE 'E%' OR segment IN ('SME', 'KAM')) AS integer)) FROM customers");
        assertRewrites(PASS, "SELECT sum((customerid > 10)) FROM customers",
                "SELECT sum(CAST((customerid > 10) AS integer)) FROM customers");
        assertRewrites(PASS, "SELECT sum((customerid) = (10)) FROM customers",
                "SELECT sum(CAST(((customerid) = (10)) AS integer)) FROM customers");
        assertRewrites(PASS, "SELECT sum(DISTINCT customerid IS NULL) FROM customers",
                "SELECT sum(DISTINCT CAST((customerid IS NULL) AS integer)) FROM customers");
    }

    @Test
    void sumsOfNumbersStayByteIdentical() {
        assertUnchanged(PASS, "SELECT SUM(CASE WHEN currency = 'EUR' THEN 1 ELSE 0 END), AVG(customerid), COUNT(currency = 'x')"
                + " FROM customers");
        assertUnchanged(PASS, "SELECT SUM(CAST((currency = 'EUR') AS integer)) FROM customers");
    }

    @Test
    void textAndBooleanColumnsAreDeclined() {
        assertDeclined(PASS, "SELECT AVG(lap_time) FROM laboratory", "leading number");
        assertDeclined(PASS, "SELECT SUM(active) FROM flags", "not a condition");
    }
}
