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
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ranking of hand-made candidates, with a guard and a planner that answer from tables: what the guard
 * blocks, rewrites, warns about and scores, and what the database cannot plan.
 */
class CandidateEvaluatorTest {

    private static final SqlExtractor EXTRACTOR = new SqlExtractor();

    private final Map<String, Decision> decisions = new HashMap<>();
    private final Map<String, ExplainResult> plans = new HashMap<>();
    private final List<String> planned = new ArrayList<>();
    private final CandidateCheck check = sql -> decisions.getOrDefault(sql, Decision.allow(sql));
    private final Explainer explainer = statements -> {
        planned.addAll(statements);
        return statements.stream().map(sql -> plans.getOrDefault(sql, ExplainResult.OK)).toList();
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
        return new GuardReport(sql, List.of("SELECT"), findings, null, null, false, 1, 0, null, null, List.of(), scores);
    }

    private static Finding warning(String message) {
        return new Finding("lint.test", RuleCategory.LINT, Severity.WARN, message, 0, 1, "Select", 1, 1, "do better");
    }

    private List<EvaluatedCandidate> rank(DistinctSql... candidates) {
        return new CandidateEvaluator().evaluate(List.of(candidates), check, explainer, "trace").ranked();
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
                ranked.stream().map(EvaluatedCandidate::sql).toList());
        assertTrue(ranked.stream().allMatch(c -> c.score() == ScoreTable.UNSCORED));
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
        assertEquals(List.of("SELECT city FROM customers", "SELECT town FROM customers", "DELETE FROM customers"),
                ranked.stream().map(EvaluatedCandidate::sql).toList());
        assertTrue(ranked.get(0).passes());
        assertEquals(100, ranked.get(0).score().points());
        assertEquals(50, ranked.get(1).score().points());
        assertTrue(ranked.get(1).error().contains("SQLSTATE 42703"), ranked.get(1).error());
        assertTrue(ranked.get(2).error().contains("firewall.read-only"), ranked.get(2).error());
        assertFalse(planned.contains("DELETE FROM customers"), "what the guard blocks is not planned");
    }

    @Test
    void theGuardsRewriteIsWhatIsPlannedAndRepaired() {
        String written = "SELECT IFNULL(city, '?') FROM customers";
        String rewritten = "SELECT COALESCE(city, '?') FROM customers";
        decisions.put(written, Decision.run(rewritten, List.of()));
        EvaluatedCandidate evaluated = rank(candidate(written, 0)).get(0);
        assertEquals(List.of(rewritten), planned);
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
        assertEquals(100 - 5 - 25, second.score().points(), 1e-9);
        assertEquals(0.5, second.guard().maxRisk());
        assertEquals(0.3, second.guard().meanRisk(), 1e-9);
        assertTrue(second.score().reasons().get(0).contains("unused alias") && second.score().reasons().get(0)
                .contains("do better"), second.score().reasons().toString());
        assertTrue(second.score().reasons().get(1).contains("node risk max 0.50"), second.score().reasons().toString());
    }

    @Test
    void agreementBreaksAnEqualScoreBeforeLength() {
        List<EvaluatedCandidate> ranked = rank(candidate("SELECT city FROM customers", 0),
                candidate("SELECT customers.city FROM customers", 1, 2, 3));
        assertEquals("SELECT customers.city FROM customers", ranked.get(0).sql());
        assertEquals(110, ranked.get(0).score().points());
    }

    @Test
    void withEqualScoresAndAgreementTheShorterThenTheEarlierWins() {
        List<EvaluatedCandidate> ranked = rank(candidate("SELECT city, name FROM customers", 0),
                candidate("SELECT name FROM customers", 2), candidate("SELECT city FROM customers", 1));
        assertEquals(List.of("SELECT city FROM customers", "SELECT name FROM customers",
                "SELECT city, name FROM customers"), ranked.stream().map(EvaluatedCandidate::sql).toList());
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
    void aStatementTheGuardsParserCannotReadLosesPointsButMayStillPass() {
        EvaluatedCandidate evaluated = rank(candidate("SELECT city FROM customers WHERE city ~~* 'o%' FETCH NEXT "
                + "ROWS WITH TIES OOPS", 0)).get(0);
        if (!evaluated.parses()) {
            assertEquals(70, evaluated.score().points());
        }
        assertTrue(evaluated.passes(), "the database planned it and the guard let it through");
    }
}
