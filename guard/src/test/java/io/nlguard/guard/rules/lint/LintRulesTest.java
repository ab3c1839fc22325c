package io.nlguard.guard.rules.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/** What all lint rules share: ids, order, configuration, and silence on catalog queries of tools. */
class LintRulesTest {

    @Test
    void rulesComeInTheirDocumentedOrder() {
        assertEquals(List.of("lint.unknown-table", "lint.unknown-column", "lint.unknown-qualifier", "lint.ambiguous-column",
                        "lint.ungrouped-column", "lint.having-without-group-by", "lint.implicit-cross-join",
                        "lint.null-comparison", "lint.limit-without-order-by", "lint.type-mismatch", "lint.join-not-on-key",
                        "lint.distinct-with-group-by", "lint.set-operation-column-count"),
                LintRules.all().stream().map(Rule::id).toList());
    }

    @Test
    void everyRuleIsALintRuleWithASummary() {
        for (Rule rule : LintRules.all()) {
            assertEquals(RuleCategory.LINT, rule.category(), rule.id());
            assertTrue(rule.summary().endsWith("."), rule.id() + ": " + rule.summary());
        }
        assertEquals(Severity.INFO, LintFixture.rule("lint.join-not-on-key").defaultSeverity());
        assertEquals(Severity.INFO, LintFixture.rule("lint.distinct-with-group-by").defaultSeverity());
    }

    @Test
    void severityCanBeRegradedAndRulesTurnedOff() {
        RuleSet set = RuleSet.configure(LintRules.all(), Map.of("nlguard.rule.lint.unknown-table", "block",
                "nlguard.rule.lint.limit-without-order-by", "off"));
        String sql = "SELECT name FROM singers LIMIT 1";
        ParsedSql parsed = (ParsedSql) new SqlParser().parse(sql);
        List<Finding> findings = set.check(new RuleContext(sql, parsed, LintFixture.SPIDER, RulePolicy.DEFAULT));
        assertEquals(List.of("lint.unknown-table"), findings.stream().map(Finding::ruleId).toList());
        assertEquals(Severity.BLOCK, findings.get(0).severity());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT relname FROM pg_catalog.pg_class LIMIT 5",
            "SELECT c.relname, n.nspname FROM pg_class c, pg_namespace n",
            "SELECT * FROM information_schema.columns WHERE table_name = 5",
            "SELECT nspname, count(*) FROM pg_namespace HAVING count(*) > 1",
            "SELECT attname FROM pg_attribute WHERE attrelid = NULL",
            "WITH t AS (SELECT * FROM pg_class) SELECT relname FROM t LIMIT 3"})
    void catalogQueriesOfToolsRaiseNothing(String sql) {
        assertEquals(List.of(), LintFixture.findings(sql, LintFixture.SPIDER));
    }

    /** Statements of every shape the tree builder knows; no rule may throw on any, with or without a catalog. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "INSERT INTO singer (singer_id, name) VALUES (1, 'a') ON CONFLICT DO NOTHING",
            "INSERT INTO singer SELECT * FROM singer WHERE age = NULL",
            "UPDATE singer SET age = age + 1 FROM concert WHERE concert.year = 2014",
            "DELETE FROM singer USING concert WHERE singer.singer_id = concert.concert_id",
            "CREATE TABLE x (a int)",
            "DROP TABLE singer",
            "VALUES (1, 'a'), (2, 'b')",
            "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r LIMIT 2",
            "SELECT * FROM singer AS s, LATERAL (SELECT * FROM concert AS c WHERE c.concert_id = s.singer_id) AS l",
            "SELECT rank() OVER (PARTITION BY country ORDER BY age), name FROM singer GROUP BY name",
            "SELECT * FROM (singer JOIN singer_in_concert USING (singer_id)) AS j, concert",
            "SELECT (SELECT name FROM singer LIMIT 1) = 5, NULL = NULL, ARRAY[1] = 1",
            "SELECT a FROM x UNION SELECT b FROM y INTERSECT SELECT c FROM z EXCEPT SELECT * FROM w",
            "SELECT CASE WHEN age > 1 THEN 'a' END = 1 FROM singer GROUP BY 1 HAVING age",
            "SELECT count(*) FILTER (WHERE age > 1) FROM singer, unnest(ARRAY[1, 2]) AS u(x)",
            "SELECT * FROM singer WHERE (name, age) IN (('a', 1)) AND age = ANY (ARRAY[1, 2])",
            "SELECT 1; SELECT nmae FROM singer; DELETE FROM nowhere"})
    void noRuleThrowsAndEveryFindingNamesItsPosition(String sql) {
        for (Catalog catalog : List.of(LintFixture.SPIDER, Catalog.empty())) {
            for (Finding finding : LintFixture.findings(sql, catalog)) {
                assertTrue(finding.message().startsWith(finding.node() + " at " + finding.line() + ":" + finding.column() + ": "),
                        finding.message());
            }
        }
    }

    @Test
    void eachStatementOfAScriptIsChecked() {
        List<Finding> findings = LintFixture.findings("SELECT nmae FROM singer; SELECT * FROM nowhere", LintFixture.SPIDER);
        assertEquals(List.of("lint.unknown-table", "lint.unknown-column"), findings.stream().map(Finding::ruleId).toList());
        assertEquals(List.of(1, 0), findings.stream().map(Finding::statement).toList());
    }

    @Test
    void scopesAreResolvedOncePerStatement() {
        String sql = "SELECT name FROM singer";
        ParsedSql parsed = (ParsedSql) new SqlParser().parse(sql);
        RuleContext context = new RuleContext(sql, parsed, LintFixture.SPIDER, RulePolicy.DEFAULT);
        assertSame(context.scopes(parsed.first()), context.scopes(parsed.first()));
    }
}
