package io.nlguard.guard.rewrite.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;

/** The dialect-function passes in their registered order, on a BIRD-style SQLite query. */
class DialectFunctionPassesTogetherTest {

    @Test
    void aSqliteQueryBecomesPostgresql() {
        RewriteResult result = RewriteFixture.rewrite(RewritePasses.all(),
                "SELECT CAST(SUM(IIF(STRFTIME('%Y', T1.birthday) = '1990', 1, 0)) AS REAL) * 100 / COUNT(*),"
                        + " (julianday('now') - julianday(T1.birthday)) / 365 FROM patient AS T1 WHERE INSTR(T1.sex, 'F') > 0",
                DialectFixture.BIRD);
        assertEquals("SELECT CAST(SUM(CASE WHEN to_char(T1.birthday, 'YYYY') = '1990' THEN 1 ELSE 0 END) AS double precision)"
                + " * 100 / COUNT(*), ((EXTRACT(JULIAN FROM (CURRENT_TIMESTAMP AT TIME ZONE 'UTC')) - 0.5)"
                + " - (EXTRACT(JULIAN FROM T1.birthday) - 0.5)) / 365 FROM patient AS T1 WHERE strpos(T1.sex, 'F') > 0",
                result.sql(), () -> result.declined().toString());
        assertEquals(List.of("normalize.iif", "normalize.functions", "normalize.strftime", "normalize.date-arithmetic",
                "normalize.date-arithmetic", "normalize.casts"), result.applied().stream().map(c -> c.pass()).toList());
    }
}
