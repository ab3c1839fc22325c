package io.nlguard.guard.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Types;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.StatementAnalyzer;
import io.nlguard.guard.verdict.Verdict;
import org.junit.jupiter.api.Test;

/**
 * Who wrote the SQL decides how the node model speaks: on a model's SQL its probabilities warn and block as
 * they are; on people's they are moved to people's prior, and a node a rule already reports gets no second
 * warning. The scorer here gives fixed probabilities by node (the real model's figures are measured on the
 * corpus and on PostgreSQL in integration-tests); the rules, the catalog and the analysis are the real ones.
 */
class NodeRiskAssessorTest {

    private static final Catalog SHOP = Catalog.of(List.of("public"), List.of(
            new Table(new TableName("public", "customers"), TableKind.TABLE, List.of(
                    new Column("customer_id", 1, Types.INTEGER, "int4", false),
                    new Column("name", 2, Types.VARCHAR, "text", true),
                    new Column("region_id", 3, Types.INTEGER, "int4", true)), List.of(), List.of())));

    private static final String MISSPELLED = "SELECT customer_id, nmae FROM customers WHERE region_id = 2";
    private static final String CORRECT = "SELECT name FROM customers WHERE region_id IN (SELECT region_id FROM customers)";

    /**
     * A scorer that gives the first node whose description starts with {@code risky} ({@code Column(nmae)},
     * {@code In}) one probability, and the others 0.05.
     */
    private record FixedScorer(String sql, String risky, double probability) implements NodeScorer {

        @Override
        public String id() {
            return "fixed scorer";
        }

        @Override
        public double[] probabilities(FeatureMatrix features) {
            SqlTree tree = ((ParsedSql) new SqlParser().parse(sql)).first();
            double[] p = new double[features.rows()];
            Arrays.fill(p, 0.05);
            for (int i = 0; i < p.length; i++) {
                if (tree.node(i).describe().startsWith(risky)) {
                    p[i] = probability;
                    break;
                }
            }
            return p;
        }

        @Override
        public List<FeatureContribution> drivers(FeatureMatrix features, int node, int limit) {
            return List.of();
        }

        @Override
        public NodeScorer withModel(Path model) {
            return this;
        }
    }

    private static GuardReport analyze(String sql, String risky, double p, SqlAuthor author, Question question) {
        SqlParser parser = new SqlParser();
        NodeRiskAssessor risk = new NodeRiskAssessor(new FixedScorer(sql, risky, p), RiskThresholds.DEFAULT, author);
        StatementAnalyzer analyzer = new StatementAnalyzer(parser, RuleSet.configure(BuiltInRules.all(), Map.of()),
                RulePolicy.DEFAULT, new Rewriter(parser, RewritePasses.all(), EnumSet.noneOf(RewriteStage.class)), risk);
        return analyzer.analyze(sql, SHOP, false, question);
    }

    private static List<Finding> risks(GuardReport report) {
        return report.findings().stream().filter(f -> f.ruleId().equals(NodeRiskAssessor.RULE_ID)).toList();
    }

    private static Finding rule(GuardReport report, String ruleId) {
        return report.findings().stream().filter(f -> f.ruleId().equals(ruleId)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + ruleId + " in " + report.findings()));
    }

    @Test
    void autoTakesStatementsWithAQuestionForAModelsAndOthersForPeoples() {
        assertEquals(SqlAuthor.PEOPLE, SqlAuthor.AUTO.of(Question.NONE));
        assertEquals(SqlAuthor.MACHINE, SqlAuthor.AUTO.of(Question.of("Which customers live in region 2?")));
        assertEquals(SqlAuthor.PEOPLE, SqlAuthor.PEOPLE.of(Question.of("Which customers live in region 2?")));
        assertEquals(SqlAuthor.MACHINE, SqlAuthor.MACHINE.of(Question.NONE));
        assertEquals(SqlAuthor.MACHINE, SqlAuthor.parse(" Machine "));
    }

    @Test
    void peoplesPriorIsOneLogitOffset() {
        // Bayes' rule: the odds move by the ratio of the priors' odds, whatever the probability
        double ratio = (0.01 / 0.99) / (0.165 / 0.835);
        for (double p : new double[] {0.2, 0.5, 0.8, 0.9, 0.99}) {
            double shifted = PeoplePrior.shift(p);
            assertEquals(ratio, (shifted / (1 - shifted)) / (p / (1 - p)), 1e-9);
        }
        assertTrue(PeoplePrior.shift(0.95) < RiskThresholds.DEFAULT.warn(), "0.95 on a model's SQL is under 0.8 on people's");
        assertTrue(PeoplePrior.shift(0.99) >= RiskThresholds.DEFAULT.warn());
        assertEquals(1.0, PeoplePrior.shift(1.0));
        assertEquals(0.0, PeoplePrior.shift(0.0));
    }

    @Test
    void aModelsSqlIsWarnedAndBlockedAsTheModelSays() {
        GuardReport warned = analyze(CORRECT, "In", 0.84, SqlAuthor.AUTO, Question.of("Names of customers in any region"));
        assertEquals(1, risks(warned).size(), warned.findings().toString());
        assertEquals(Severity.WARN, risks(warned).get(0).severity());
        assertEquals(0.84, warned.nodeScores().maxProbability(), 1e-9);

        GuardReport blocked = analyze(MISSPELLED, "Column(nmae)", 0.93, SqlAuthor.MACHINE, Question.NONE);
        assertEquals(Verdict.BLOCK, blocked.verdict());
        assertEquals(Severity.BLOCK, risks(blocked).get(0).severity());
        assertTrue(risks(blocked).get(0).message().contains("p=0.93 (fixed scorer)"), risks(blocked).toString());
        assertTrue(rule(blocked, "lint.unknown-column").message().indexOf("node model") < 0,
                "on a model's SQL the rule's finding is left as it is");
    }

    @Test
    void peoplesSqlIsNotWarnedForStructureTheModelDistrusts() {
        GuardReport report = analyze(CORRECT, "In", 0.84, SqlAuthor.AUTO, Question.NONE);
        assertTrue(risks(report).isEmpty(), report.findings().toString());
        assertEquals(Verdict.ALLOW, report.verdict());
        assertEquals(PeoplePrior.shift(0.84), report.nodeScores().maxProbability(), 1e-9,
                "the scores are people's probabilities");
    }

    @Test
    void peoplesSqlStillWarnsWhereOnlyTheModelSeesTrouble() {
        GuardReport report = analyze(CORRECT, "In", 0.999, SqlAuthor.PEOPLE, Question.NONE);
        assertEquals(1, risks(report).size(), report.findings().toString());
        assertTrue(risks(report).get(0).message().contains("as people's SQL"), risks(report).toString());
    }

    @Test
    void onPeoplesSqlARuleThatReportsTheNodeIsTheOneWarningAndCarriesTheProbability() {
        GuardReport quiet = analyze(MISSPELLED, "Column(nmae)", 0.83, SqlAuthor.AUTO, Question.NONE);
        assertTrue(risks(quiet).isEmpty(), quiet.findings().toString());
        assertEquals(Severity.WARN, rule(quiet, "lint.unknown-column").severity());
        assertEquals(Verdict.ANNOTATE, quiet.verdict());

        // sure enough for people's SQL too: still no alarm of its own, and no block; the rule says it
        GuardReport sure = analyze(MISSPELLED, "Column(nmae)", 0.999, SqlAuthor.AUTO, Question.NONE);
        assertTrue(risks(sure).isEmpty(), sure.findings().toString());
        Finding lint = rule(sure, "lint.unknown-column");
        assertTrue(lint.message().endsWith("The node model agrees: p=0.98 (fixed scorer, as people's SQL)."), lint.message());
        assertEquals(Severity.WARN, lint.severity());
        assertNotNull(lint.fix());
        assertEquals(Verdict.ANNOTATE, sure.verdict());
    }

    @Test
    void ddlIsNeverScored() {
        for (SqlAuthor author : SqlAuthor.values()) {
            GuardReport report = analyze("CREATE TABLE newtab (id int, nmae text)", "Table(newtab)", 0.99, author,
                    Question.of("make a table"));
            assertNull(report.nodeScores(), author.name());
            assertTrue(risks(report).isEmpty(), report.findings().toString());
        }
        GuardReport update = analyze("UPDATE customers SET nmae = 'x' WHERE customer_id = 1", "Column(nmae)", 0.95,
                SqlAuthor.MACHINE, Question.NONE);
        assertNotNull(update.nodeScores(), "DML reads and writes rows as queries do: it is scored");
        assertEquals(Set.of(Severity.BLOCK), Set.copyOf(risks(update).stream().map(Finding::severity).toList()));
    }
}
