package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.rules.Severity;

class FirewallRulesTest {

    @Test
    void rulesComeInAFixedOrderWithUniqueFirewallIds() {
        List<String> ids = FirewallRules.all().stream().map(Rule::id).toList();
        assertEquals(List.of("firewall.multiple-statements", "firewall.comment-hiding-code", "firewall.commented-condition",
                "firewall.dangerous-statement", "firewall.dangerous-function", "firewall.unparsed-injection",
                "firewall.system-catalog-write", "firewall.read-only", "firewall.ddl",
                "firewall.write-without-where", "firewall.always-true-condition", "firewall.constant-condition",
                "firewall.union-injection", "firewall.server-probe", "firewall.table-policy"), ids);
        assertEquals(ids.size(), new HashSet<>(ids).size());
        for (Rule rule : FirewallRules.all()) {
            assertEquals(RuleCategory.FIREWALL, rule.category());
            assertFalse(rule.summary().isBlank(), rule.id());
        }
    }

    @Test
    void defaultSeverities() {
        for (Rule rule : FirewallRules.all()) {
            Severity expected = switch (rule.id()) {
                case "firewall.ddl", "firewall.constant-condition" -> Severity.INFO;
                default -> Severity.BLOCK;
            };
            assertEquals(expected, rule.defaultSeverity(), rule.id());
        }
    }

    @Test
    void configurationRegradesARule() {
        String sql = "DROP TABLE singer";
        assertEquals(Severity.INFO, Firewall.only("ddl", Firewall.check(sql)).get(0).severity());
        List<Finding> regraded = Firewall.only("ddl", Firewall.check(sql, RulePolicy.DEFAULT, Map.of("nlguard.rule.firewall.ddl", "block")));
        assertEquals(Severity.BLOCK, regraded.get(0).severity());
        assertEquals(Severity.BLOCK, RuleSet.configure(FirewallRules.all(), Map.of("nlguard.rule.firewall.ddl", "block"))
                .severityOf("firewall.ddl"));
    }

    @Test
    void configurationTurnsARuleOff() {
        String sql = "SELECT 1; DROP TABLE singer";
        assertTrue(Firewall.check(sql, RulePolicy.DEFAULT, Map.of("nlguard.rule.firewall.multiple-statements", "off")).stream()
                .noneMatch(f -> f.ruleId().equals("firewall.multiple-statements")));
        assertFalse(Firewall.only("multiple-statements", Firewall.check(sql)).isEmpty());
    }

    @Test
    void unknownFirewallRuleIsRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RuleSet.configure(FirewallRules.all(), Map.of("nlguard.rule.firewall.nope", "warn")));
        assertTrue(e.getMessage().contains("nlguard.rule.firewall.nope"));
    }

    @Test
    void readOnlyBlocksDdlThatIsOtherwiseOnlyRecorded() {
        RulePolicy readOnly = new RulePolicy(true, Set.of(), Set.of());
        List<Finding> findings = Firewall.check("ALTER TABLE singer ADD COLUMN x int", readOnly);
        assertEquals(Severity.INFO, Firewall.only("ddl", findings).get(0).severity());
        assertEquals(Severity.BLOCK, Firewall.only("read-only", findings).get(0).severity());
    }

    @Test
    void unparsedStringsReachOnlyTheRulesThatReadTokens() {
        String sql = "COPY t TO PROGRAM 'sh'; VACUUM";
        assertFalse(Firewall.parses(sql));
        Set<String> fired = new HashSet<>();
        Firewall.check(sql).forEach(f -> fired.add(f.ruleId()));
        assertEquals(Set.of("firewall.multiple-statements", "firewall.dangerous-statement"), fired);
    }
}
