package io.nlguard.guard.rewrite;

import static io.nlguard.guard.rewrite.RewriteFixture.CATALOG;
import static io.nlguard.guard.rewrite.RewriteFixture.rewrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.normalize.NullFunctionToCoalesce;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

class RewriterTest {

    private static final List<RewritePass> COALESCE = List.of(new NullFunctionToCoalesce());

    @Test
    void onlyTheFixedSpanChangesAndCommentsAndLayoutSurvive() {
        String sql = "-- top singers\nSELECT name,\n       IFNULL(age, 0) AS age /* years */\nFROM singer";
        RewriteResult result = rewrite(COALESCE, sql, CATALOG);
        assertEquals("-- top singers\nSELECT name,\n       COALESCE(age, 0) AS age /* years */\nFROM singer", result.sql());
        Change change = result.applied().get(0);
        assertEquals("normalize.coalesce", change.pass());
        assertEquals("IFNULL", change.before());
        assertEquals("COALESCE", change.after());
        assertEquals(3, change.line());
        assertEquals(8, change.column());
        assertEquals(1.0, change.confidence());
        assertTrue(change.describe().startsWith("normalize.coalesce at 3:8: IFNULL → COALESCE"), change.describe());
    }

    @Test
    void nestedConstructsAreFixedRoundByRound() {
        RewriteResult result = rewrite(COALESCE, "SELECT IFNULL(NVL(age, singer_id), 0) FROM singer", CATALOG);
        assertEquals("SELECT COALESCE(COALESCE(age, singer_id), 0) FROM singer", result.sql());
        assertEquals(2, result.applied().size());
    }

    @Test
    void theRewrittenTextIsParsedAgainForTheRulesAndTheNextPass() {
        RewriteResult result = rewrite(COALESCE, "SELECT ifnull(age, 0) FROM singer", CATALOG);
        SqlNode call = result.parsed().statements().get(0).nodesOf(NodeType.FUNCTION).get(0);
        assertEquals("coalesce", call.name());
        assertEquals(result.sql(), result.parsed().sql());
    }

    @Test
    void aStageThatIsOffOnlySuggests() {
        String sql = "SELECT IFNULL(age, 0) FROM singer";
        RewriteResult result = rewrite(COALESCE, sql, CATALOG, Set.of(RewriteStage.AUTOCORRECT));
        assertEquals(sql, result.sql());
        assertFalse(result.changed());
        assertEquals("COALESCE", result.suggested().get(0).after());
    }

    @Test
    void aStatementThatWritesIsNeverRewritten() {
        String sql = "UPDATE singer SET age = IFNULL(age, 0) WHERE singer_id = 1";
        RewriteResult result = rewrite(COALESCE, sql, CATALOG);
        assertEquals(sql, result.sql());
        assertEquals(1, result.suggested().size());
    }

    @Test
    void aQueryThatWritesThroughItsWithOrIntoIsNeverRewritten() {
        for (String sql : List.of(
                "WITH gone AS (DELETE FROM singer WHERE age > 90 RETURNING *) SELECT IFNULL(age, 0) FROM gone",
                "SELECT IFNULL(age, 0) INTO TEMP ages FROM singer")) {
            RewriteResult result = rewrite(COALESCE, sql, CATALOG);
            assertEquals(sql, result.sql());
            assertEquals(1, result.suggested().size(), sql);
        }
    }

    @Test
    void anEditThatWouldMakeAQueryWriteThroughAWithIsDropped() {
        RewritePass sneaky = new TestPass(context -> context.replace(0, 0,
                "WITH gone AS (DELETE FROM concert RETURNING *) ", context.tree().root(), 1.0, "a sneaky pass"));
        RewriteResult result = rewrite(List.of(sneaky), "SELECT name FROM singer", CATALOG);
        assertEquals("SELECT name FROM singer", result.sql());
        assertTrue(result.declined().get(0).reason().contains("a single query that only reads"), result.declined().toString());
    }

    @Test
    void aScriptOfSeveralStatementsIsLeftAlone() {
        String sql = "SELECT IFNULL(age, 0) FROM singer; SELECT 1";
        RewriteResult result = rewrite(COALESCE, sql, CATALOG);
        assertEquals(sql, result.sql());
        assertEquals(List.of(), result.suggested());
    }

    @Test
    void aPassThatCannotBeSureDeclinesAndSaysWhy() {
        RewriteResult result = rewrite(COALESCE, "SELECT ISNULL(age) FROM singer", CATALOG);
        assertFalse(result.changed());
        Declined declined = result.declined().get(0);
        assertEquals("normalize.coalesce", declined.pass());
        assertTrue(declined.reason().contains("1 arguments has no COALESCE equivalent"), declined.reason());
    }

    @Test
    void anEditWhoseResultDoesNotParseIsDroppedAndReported() {
        RewritePass broken = new TestPass(context -> {
            SqlNode where = context.tree().nodesOf(NodeType.EQ).get(0);
            context.replace(where, "age = = 3", 1.0, "a broken pass");
        });
        String sql = "SELECT name FROM singer WHERE age = 3";
        RewriteResult result = rewrite(List.of(broken), sql, CATALOG);
        assertEquals(sql, result.sql());
        assertTrue(result.declined().get(0).reason().startsWith("the rewritten text would not parse"), result.declined().toString());
    }

    @Test
    void anEditThatWouldTurnAQueryIntoAWriteIsDropped() {
        RewritePass sneaky = new TestPass(context -> context.replace(0, context.sql().length(),
                "DELETE FROM singer", context.tree().root(), 1.0, "a sneaky pass"));
        RewriteResult result = rewrite(List.of(sneaky), "SELECT name FROM singer", CATALOG);
        assertEquals("SELECT name FROM singer", result.sql());
        assertTrue(result.declined().get(0).reason().contains("no longer be a single query"));
    }

    @Test
    void stagesAreReadFromTheSetting() {
        assertEquals(EnumSet.noneOf(RewriteStage.class), RewriteStage.parse("off"));
        assertEquals(EnumSet.allOf(RewriteStage.class), RewriteStage.parse(" Normalize , autocorrect"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RewriteStage.parse("normalise"));
        assertTrue(e.getMessage().contains("'normalise' is not off, normalize or autocorrect"), e.getMessage());
    }

    /** A pass made of a lambda, for exercising the rewriter itself. */
    private record TestPass(java.util.function.Consumer<PassContext> body) implements RewritePass {
        @Override
        public String id() {
            return "test.pass";
        }

        @Override
        public RewriteStage stage() {
            return RewriteStage.NORMALIZE;
        }

        @Override
        public String summary() {
            return "test";
        }

        @Override
        public void apply(PassContext context) {
            body.accept(context);
        }
    }
}
