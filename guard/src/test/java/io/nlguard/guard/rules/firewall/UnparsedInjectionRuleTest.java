package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.Severity;

/** Text the parser cannot read (here: PostgreSQL's OPERATOR() syntax) still has its tokens checked. */
class UnparsedInjectionRuleTest {

    private static final String RULE = "firewall.unparsed-injection";
    private static final String UNPARSED = "SELECT * FROM users WHERE id OPERATOR(pg_catalog.=) 1";

    private static List<Finding> findings(String sql) {
        assertNull(Firewall.parse(sql), "the test needs text the parser rejects: " + sql);
        return Firewall.check(sql, RulePolicy.DEFAULT).stream().filter(f -> f.ruleId().equals(RULE)).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            UNPARSED + " OR 1=1",
            UNPARSED + " OR 'a'='a'",
            UNPARSED + " OR ('1' = '1')",
            UNPARSED + " or 1.0 = 1",
            UNPARSED + " OR TRUE",
            "SELECT passwd FROM pg_shadow WHERE usename OPERATOR(pg_catalog.=) 'x'",
            UNPARSED + " UNION SELECT rolpassword, 1 FROM pg_catalog.pg_authid",
            UNPARSED + " UNION SELECT passwd, 1 FROM \"pg_shadow\""})
    void blocksCredentialReadsAndTautologiesInUnparsedText(String sql) {
        List<Finding> findings = findings(sql);
        assertEquals(1, findings.size(), sql);
        assertEquals(Severity.BLOCK, findings.get(0).severity());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            UNPARSED,
            UNPARSED + " OR 1=2",
            UNPARSED + " OR name = 'pg_shadow'",
            UNPARSED + " OR TRUE = flag",
            UNPARSED + " -- OR 1=1 pg_shadow",
            UNPARSED + " OR 'a' = 'b'"})
    void leavesOrdinaryUnparsedTextAlone(String sql) {
        assertTrue(findings(sql).isEmpty(), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM users WHERE id = 1 OR 1=1", "SELECT passwd FROM pg_shadow"})
    void leavesParsedStatementsToTheTreeRules(String sql) {
        assertTrue(Firewall.check(sql, RulePolicy.DEFAULT).stream().noneMatch(f -> f.ruleId().equals(RULE)), sql);
    }
}
