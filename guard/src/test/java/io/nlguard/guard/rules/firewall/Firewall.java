package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/** Test helper: parses a string and runs the firewall rules over it. */
final class Firewall {

    private static final SqlParser PARSER = new SqlParser();

    /** A connection with {@code nlguard.read-only} on and no table lists. */
    static final RulePolicy READ_ONLY = new RulePolicy(true, Set.of(), Set.of());

    private Firewall() {
    }

    static List<Finding> check(String sql) {
        return check(sql, RulePolicy.DEFAULT, Map.of());
    }

    static List<Finding> check(String sql, RulePolicy policy) {
        return check(sql, policy, Map.of());
    }

    static List<Finding> check(String sql, RulePolicy policy, Map<String, String> settings) {
        return check(sql, parse(sql), policy, settings);
    }

    /** Runs the rules over an already parsed string ({@code parsed} null when it did not parse). */
    static List<Finding> check(String sql, ParsedSql parsed, RulePolicy policy, Map<String, String> settings) {
        RuleContext context = new RuleContext(sql, parsed, Catalog.empty(), policy);
        return new ArrayList<>(RuleSet.configure(FirewallRules.all(), settings).check(context));
    }

    /** Findings of one rule on a connection that logged in as {@code loginRole}. */
    static List<Finding> checkAs(String loginRole, String rule, String sql) {
        RuleContext context = new RuleContext(sql, parse(sql), Catalog.empty(), RulePolicy.DEFAULT, loginRole);
        return only(rule, RuleSet.configure(FirewallRules.all(), Map.of()).check(context));
    }

    /** The parsed statements, or null when the parser rejects the string. */
    static ParsedSql parse(String sql) {
        ParseResult result = PARSER.parse(sql);
        return result instanceof ParsedSql p ? p : null;
    }

    /** Findings of one rule ({@code "ddl"} for {@code firewall.ddl}). */
    static List<Finding> check(String rule, String sql) {
        return only(rule, check(sql));
    }

    static List<Finding> check(String rule, String sql, RulePolicy policy) {
        return only(rule, check(sql, policy));
    }

    static List<Finding> only(String rule, List<Finding> findings) {
        return findings.stream().filter(f -> f.ruleId().equals("firewall." + rule)).toList();
    }

    /**
     * Asserts the rule fires on {@code sql} and that its first finding's message contains
     * {@code expected}; when that ends in a position ({@code "EQ(=) at 1:29"}) the finding must sit there.
     */
    static Finding assertFires(String rule, String sql, String expected) {
        return assertFires(rule, sql, RulePolicy.DEFAULT, expected);
    }

    static Finding assertFires(String rule, String sql, String expected, RulePolicy policy) {
        return assertFires(rule, sql, policy, expected);
    }

    static Finding assertFires(String rule, String sql, RulePolicy policy, String expected) {
        List<Finding> findings = check(rule, sql, policy);
        assertFalse(findings.isEmpty(), () -> "firewall." + rule + " should fire on: " + sql);
        Finding first = findings.get(0);
        assertTrue(first.message().contains(expected),
                () -> "expected " + expected + " in: " + first.message());
        String position = expected.substring(expected.lastIndexOf(' ') + 1);
        if (position.matches("\\d+:\\d+")) {
            assertEquals(position, first.line() + ":" + first.column(), first::message);
        }
        return first;
    }

    static void assertQuiet(String rule, String sql) {
        assertQuiet(rule, sql, RulePolicy.DEFAULT);
    }

    static void assertQuiet(String rule, String sql, RulePolicy policy) {
        List<Finding> findings = check(rule, sql, policy);
        assertTrue(findings.isEmpty(), () -> "firewall." + rule + " should not fire on: " + sql
                + "\n but said: " + findings.get(0).describe());
    }

    static boolean parses(String sql) {
        return parse(sql) != null;
    }
}
