package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.score.NodeScore;
import io.nlguard.guard.score.NodeScores;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;
import io.nlguard.nl.generate.DistinctSql;
import io.nlguard.nl.generate.Extraction;
import io.nlguard.nl.generate.SqlExtractor;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.ResultStatus;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ranking of hand-made candidates, with a guard, a planner and a runner that answer from tables: what the
 * guard blocks, rewrites, warns about and scores, what the database cannot plan, and what running gives.
 */
class CandidateEvaluatorTest {

    private static final SqlExtractor EXTRACTOR = new SqlExtractor();

    private final Map<String, Decision> decisions = new HashMap<>();
    private final Map<String, ExplainResult> plans = new HashMap<>();
    private final List<String> planned = new ArrayList<>();
    private final CandidateCheck check = sql -> decisions.getOrDefault(sql, Decision.allow(sql));
    private final Map<String, CandidateResult> results = new HashMap<>();
    private final List<String> ran = new ArrayList<>();
    private final Explainer explainer = new Explainer() {
        @Override
        public List<ExplainResult> explain(List<String> statements) {
            planned.addAll(statements);
            return statements.stream().map(sql -> plans.getOrDefault(sql, ExplainResult.OK)).toList();
        }

        @Override
        public List<CandidateResult> run(List<String> statements) {
            ran.addAll(statements);
            return statements.stream().map(sql -> results.getOrDefault(sql, CandidateResult.NOT_RUN)).toList();
        }
    };

    private static DistinctSql candidate(String sql, Integer... indexes) {
        Extraction.Extracted extracted = (Extraction.Extracted) EXTRACTOR.extract("```sql\n" + sql + "\n```");
        return new DistinctSql(sql, extracted, List.of(indexes));
    }

    private static GuardReport report(String sql, List<Finding> findings, double... risks) {
        List<NodeScore> nodes = new ArrayList<>();
        for (int i = 0; i < risks.length; i++) {
            nodes.add(new NodeScore(i, "node" + i, 1, 1, risks[i]));
        }
        NodeScores scores = risks.length == 0 ? null : new NodeScores("test", nodes, List.of());
        return new GuardReport(sql, List.of("SELECT"), findings, null, null, false, false, 1, 0, null, null, List.of(), scores);
    }

    private static Finding warning(String message) {
        return new Finding("lint.test", RuleCategory.LINT, Severity.WARN, message, 0, 1, "Select", 1, 1, "do better");
    }

    private List<EvaluatedCandidate> rank(DistinctSql... candidates) {
        return new CandidateEvaluator().evaluate(List.of(candidates), check, explainer, "trace").ranked();
    }

    private static List<String> sqls(List<EvaluatedCandidate> ranked) {
        return ranked.stream().map(EvaluatedCandidate::sql).toList();
    }

    private static CandidateResult oneRow(Object... cells) {
        return CandidateResult.rows(List.of(List.of(cells)), cells.length, false);
    }

    @Test
    void withoutTheRerankerTheFirstCandidateThatPassesWinsWhateverItsScore() {
        decisions.put("DELETE FROM customers", Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE,
                "[firewall.read-only] it writes rows"), List.of()));
        decisions.put("SELECT * FROM customers", Decision.allow("SELECT * FROM customers")
                .withReport(report("SELECT * FROM customers", List.of(warning("lists every column")), 0.9)));
        List<EvaluatedCandidate> ranked = new CandidateEvaluator(false).evaluate(List.of(
                candidate("DELETE FROM customers", 0), candidate("SELECT * FROM customers", 1),
                candidate("SELECT city FROM customers", 2, 3)), check, explainer, "trace").ranked();
        assertEquals(List.of("SELECT * FROM customers", "SELECT city FROM customers", "DELETE FROM customers"),
                sqls(ranked));
        assertTrue(ranked.get(0).score().points() < ranked.get(1).score().points(),
                "still scored, for the report and the confidence");
        assertEquals("SELECT city FROM customers", rank(candidate("DELETE FROM customers", 0),
                candidate("SELECT * FROM customers", 1), candidate("SELECT city FROM customers", 2, 3)).get(0).sql(),
                "the reranker prefers the agreeing candidate without a warning");
    }

    @Test
    void aCandidateThatPassesBeatsOneTheDatabaseCannotPlanAndOneTheGuardBlocks() {
        decisions.put("DELETE FROM customers", Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE,
                "[firewall.read-only] it writes rows"), List.of()));
        plans.put("SELECT town FROM customers", ExplainResult.failed("42703", "column \"town\" does not exist"));
        List<EvaluatedCandidate> ranked = rank(candidate("DELETE FROM customers", 0),
                candidate("SELECT town FROM customers", 1), candidate("SELECT city FROM customers", 2));
        assertEquals("SELECT city FROM customers", ranked.get(0).sql());
        assertTrue(ranked.get(0).passes());
        assertFalse(ranked.get(1).passes() || ranked.get(2).passes());
        EvaluatedCandidate unplanned = ranked.stream().filter(c -> c.sql().contains("town")).findFirst().orElseThrow();
        EvaluatedCandidate blocked = ranked.stream().filter(c -> c.sql().contains("DELETE")).findFirst().orElseThrow();
        assertTrue(unplanned.error().contains("SQLSTATE 42703"), unplanned.error());
        assertTrue(blocked.error().contains("firewall.read-only"), blocked.error());
        assertFalse(planned.contains("DELETE FROM customers"), "what the guard blocks is not planned");
        assertEquals(List.of("SELECT city FROM customers"), ran, "only what passed the guard and EXPLAIN is run");
    }

    @Test
    void theGuardsRewriteIsWhatIsPlannedRunAndRepaired() {
        String written = "SELECT IFNULL(city, '?') FROM customers";
        String rewritten = "SELECT COALESCE(city, '?') FROM customers";
        decisions.put(written, Decision.run(rewritten, List.of()));
        EvaluatedCandidate evaluated = rank(candidate(written, 0)).get(0);
        assertEquals(List.of(rewritten), planned);
        assertEquals(List.of(rewritten), ran);
        assertEquals(rewritten, evaluated.checkedSql());
        assertEquals(written, evaluated.sql());
    }

    @Test
    void warningsAndNodeRiskLowerTheScoreWithTheirReasons() {
        String risky = "SELECT city FROM customers c";
        decisions.put(risky, Decision.allow(risky).withReport(report(risky, List.of(warning("unused alias")), 0.1, 0.5)));
        List<EvaluatedCandidate> ranked = rank(candidate(risky, 0), candidate("SELECT city FROM customers AS x", 1));
        EvaluatedCandidate second = ranked.get(1);
        assertEquals(risky, second.sql());
        assertTrue(second.score().points() < ranked.get(0).score().points());
        assertEquals(0.5, second.guard().maxRisk());
        assertEquals(0.3, second.guard().meanRisk(), 1e-9);
        String reasons = second.score().reasons().toString();
        assertTrue(reasons.contains("warning: ") && reasons.contains("unused alias") && reasons.contains("do better"),
                reasons);
        assertTrue(reasons.contains("node risk max 0.50 mean 0.30"), reasons);
        assertTrue(reasons.contains("1 warning,"), reasons);
    }

    @Test
    void agreementWinsOverAnEqualCandidateWrittenOnce() {
        List<EvaluatedCandidate> ranked = rank(candidate("SELECT city FROM customers", 0),
                candidate("SELECT customers.city FROM customers", 1, 2, 3));
        assertEquals("SELECT customers.city FROM customers", ranked.get(0).sql());
    }

    @Test
    void withEqualScoresTheSqlTextDecidesWhateverTheOrderOfTheCandidates() {
        List<String> expected = List.of("SELECT city FROM customers", "SELECT city, name FROM customers",
                "SELECT name FROM customers");
        assertEquals(expected, sqls(rank(candidate("SELECT city, name FROM customers", 0),
                candidate("SELECT name FROM customers", 2), candidate("SELECT city FROM customers", 1))));
        assertEquals(expected, sqls(rank(candidate("SELECT name FROM customers", 0),
                candidate("SELECT city FROM customers", 1), candidate("SELECT city, name FROM customers", 2))));
    }

    @Test
    void candidatesWithEqualResultsOutvoteADifferentOneAndAFailureNeverPasses() {
        results.put("SELECT count(*) FROM customers", oneRow(new BigDecimal("3")));
        results.put("SELECT count(customer_id) FROM customers", oneRow(new BigDecimal("3.0")));
        results.put("SELECT count(DISTINCT city) FROM customers", oneRow(new BigDecimal("2")));
        results.put("SELECT 1 / 0 FROM customers", CandidateResult.error("22012", "division by zero"));
        List<EvaluatedCandidate> ranked = rank(candidate("SELECT count(DISTINCT city) FROM customers", 0),
                candidate("SELECT 1 / 0 FROM customers", 1, 2, 3), candidate("SELECT count(*) FROM customers", 4),
                candidate("SELECT count(customer_id) FROM customers", 5));
        assertTrue(Set.of("SELECT count(*) FROM customers", "SELECT count(customer_id) FROM customers")
                .contains(ranked.get(0).sql()), sqls(ranked).toString());
        assertEquals(2, ranked.get(0).signals().clusterSize());
        EvaluatedCandidate failed = ranked.stream().filter(c -> c.sql().contains("1 / 0")).findFirst().orElseThrow();
        assertFalse(failed.passes(), "three votes, but running it fails");
        assertEquals(ResultStatus.ERROR, failed.signals().result());
        assertEquals(0, failed.signals().clusterShare());
        assertTrue(failed.error().contains("SQLSTATE 22012"), failed.error());
        assertTrue(ranked.get(0).score().reasons().toString().contains("cluster of 2"), ranked.get(0).score().reasons()
                .toString());
    }

    @Test
    void aGuardThatFailsCountsAsARefusal() {
        CandidateCheck failing = sql -> {
            throw new IllegalStateException("catalog gone");
        };
        EvaluatedCandidate evaluated = new CandidateEvaluator().evaluate(List.of(candidate("SELECT 1", 0)), failing,
                explainer, "trace").ranked().get(0);
        assertFalse(evaluated.passes());
        assertTrue(evaluated.error().contains("catalog gone"));
    }

    @Test
    void aStatementTheGuardsParserCannotReadMayStillPass() {
        EvaluatedCandidate evaluated = rank(candidate("SELECT city FROM customers WHERE city ~~* 'o%' FETCH NEXT "
                + "ROWS WITH TIES OOPS", 0)).get(0);
        assertTrue(evaluated.passes(), "the database planned it and the guard let it through");
    }
}
