package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.score.RiskThresholds;
import io.nlguard.guard.score.SqlAuthor;
import io.nlguard.guard.sql.ParseLimits;

/**
 * Text over a parse bound is refused in every on-error mode (an attacker shapes length, nesting and parse
 * time at will), and the engine answers within twice the parse timeout whatever the nesting.
 */
class ParseBoundsTest {

    private static final Duration TIMEOUT = ParseLimits.DEFAULT.timeout();
    private static final String TAUTOLOGY = "SELECT * FROM users WHERE name = 'x' OR 1=1";

    private static GuardEngine engine(ParseLimits limits, boolean failClosed) {
        return new GuardEngine(new GuardSettings(limits, RulePolicy.DEFAULT, Map.of(), failClosed, GuardSettings.LogLevel.OFF, 100,
                false, EnumSet.noneOf(RewriteStage.class), "off", RiskThresholds.DEFAULT, SqlAuthor.AUTO));
    }

    private static Decision inspect(GuardEngine engine, String sql) {
        Catalog catalog = Catalog.empty();
        return engine.inspect(sql, new GuardContext(EntryPoint.EXECUTE, () -> catalog, Question.NONE, null));
    }

    private static String nested(int depth, String inner) {
        return "SELECT * FROM users WHERE " + "(".repeat(depth) + inner + ")".repeat(depth);
    }

    private static String andChain(int terms) {
        StringBuilder sql = new StringBuilder("SELECT * FROM users WHERE id = 0");
        for (int i = 1; i < terms; i++) {
            sql.append(" AND id <> ").append(i);
        }
        return sql.append(" OR 1=1").toString();
    }

    /** The decision, failing when the engine took longer than twice the parse timeout and a second. */
    private static Decision timed(GuardEngine engine, String sql) {
        long start = System.nanoTime();
        Decision decision = inspect(engine, sql);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 2 * TIMEOUT.toMillis() + 1000, "took " + millis + " ms");
        return decision;
    }

    private static void assertRefusedOverBound(Decision decision, String setting) {
        assertTrue(decision.blocked());
        assertEquals("42NG8", decision.block().state().code(), decision.block().message());
        assertTrue(decision.block().message().contains(setting), decision.block().message());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aTautologyInsideAThousandBracketsIsRefusedInEveryOnErrorMode(boolean failClosed) {
        GuardEngine engine = engine(ParseLimits.DEFAULT, failClosed);
        assertTrue(timed(engine, nested(1000, "name = 'x' OR 1=1")).blocked());
        Decision decision = timed(engine, nested(1000, "name = 'x' OR id > 0"));
        assertRefusedOverBound(decision, "nlguard.parse.max-depth=200");
        assertTrue(decision.block().message().contains("1000 levels"), decision.block().message());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void paddingOverTheLengthBoundIsRefusedInEveryOnErrorMode(boolean failClosed) {
        GuardEngine engine = engine(ParseLimits.DEFAULT, failClosed);
        String query = "SELECT * FROM users WHERE name = 'x' OR id > 0";
        assertTrue(timed(engine, TAUTOLOGY + " /*" + " ".repeat(1_000_000) + "*/").blocked());
        assertRefusedOverBound(timed(engine, query + " /*" + " ".repeat(1_000_000) + "*/"), "nlguard.parse.max-length=1000000");
        assertRefusedOverBound(timed(engine, query + " ".repeat(1_000_000)), "nlguard.parse.max-length=1000000");
    }

    @Test
    void aHundredThousandBracketsAreRefusedWithinTheTimeout() {
        assertRefusedOverBound(timed(engine(ParseLimits.DEFAULT, false), nested(100_000, "1=1")), "nlguard.parse.max-depth");
    }

    @Test
    void aHundredThousandBracketsUnderALiftedDepthBoundStillStopAtTheTimeout() {
        GuardEngine lifted = engine(new ParseLimits(1_000_000, TIMEOUT, 1_000_000), false);
        Decision decision = timed(lifted, nested(100_000, "1=1"));
        assertTrue(decision.blocked());
        assertEquals("42NG8", decision.block().state().code(), decision.block().message());
    }

    @Test
    void aFiftyThousandTermAndChainIsRefusedWithinTheTimeout() {
        Decision decision = timed(engine(ParseLimits.DEFAULT, false), andChain(50_000));
        assertTrue(decision.blocked(), () -> String.valueOf(decision.notices()));
        assertFalse(decision.notices().stream().anyMatch(n -> n.state() == NlGuardSqlState.GUARD_ERROR_OPEN));
    }

    @Test
    void underALiftedDepthBoundADeepStatementTakesTheUsualPath() {
        GuardEngine lifted = engine(new ParseLimits(1_000_000, TIMEOUT, 400), false);
        Decision decision = timed(lifted, nested(300, "name = 'x' OR 1=1"));
        assertTrue(decision.blocked());
        assertEquals("42NG2", decision.block().state().code(), decision.block().message());
        assertTrue(decision.block().message().contains("always true"), decision.block().message());
        assertFalse(timed(lifted, nested(300, "name = 'x'")).blocked());
    }

    @Test
    void refusalsOverABoundAreNotCachedWhileOrdinaryVerdictsAre() {
        GuardEngine engine = engine(ParseLimits.DEFAULT, false);
        String padded = "SELECT * FROM users WHERE id > 0" + " ".repeat(1_000_000);
        assertNotSame(inspect(engine, padded), inspect(engine, padded), "a megabyte per cache entry would fill the heap");
        assertSame(inspect(engine, TAUTOLOGY), inspect(engine, TAUTOLOGY));
    }

    @Test
    void inAnnotateModeTheRefusalIsReportedAsAWarning() {
        assertEquals(NlGuardSqlState.GUARD_ERROR_OPEN, NlGuardSqlState.OVER_PARSE_BOUND.asWarning().orElseThrow());
    }
}
