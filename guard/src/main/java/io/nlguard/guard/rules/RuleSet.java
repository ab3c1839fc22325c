package io.nlguard.guard.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules in force and the severity each runs at. Built once per configuration: every rule can be
 * turned off or re-graded with {@code nlguard.rule.<id>=off|info|warn|block}.
 */
public final class RuleSet {

    public static final String KEY_PREFIX = "nlguard.rule.";

    private final List<Rule> rules;
    private final Map<String, Severity> severities;

    private RuleSet(List<Rule> rules, Map<String, Severity> severities) {
        this.rules = List.copyOf(rules);
        this.severities = Collections.unmodifiableMap(severities);
    }

    /**
     * The given rules with the overrides found in {@code settings} (keys {@code nlguard.rule.<id>}).
     *
     * @throws IllegalArgumentException naming the key when an override names no rule or no severity
     */
    public static RuleSet configure(List<Rule> available, Map<String, String> settings) {
        Map<String, Rule> byId = new LinkedHashMap<>();
        for (Rule rule : available) {
            byId.put(rule.id(), rule);
        }
        Map<String, Severity> severities = new LinkedHashMap<>();
        for (Rule rule : available) {
            severities.put(rule.id(), rule.defaultSeverity());
        }
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            if (!setting.getKey().startsWith(KEY_PREFIX)) {
                continue;
            }
            String id = setting.getKey().substring(KEY_PREFIX.length());
            if (!byId.containsKey(id)) {
                throw new IllegalArgumentException("unknown rule in " + setting.getKey() + "; rules are " + byId.keySet());
            }
            String value = setting.getValue().trim();
            if (value.equalsIgnoreCase("off")) {
                severities.remove(id);
                continue;
            }
            Severity severity = Severity.parse(value);
            if (severity == null) {
                throw new IllegalArgumentException(setting.getKey() + "=" + value + " is not one of off, info, warn, block");
            }
            severities.put(id, severity);
        }
        List<Rule> enabled = new ArrayList<>();
        for (Rule rule : available) {
            if (severities.containsKey(rule.id())) {
                enabled.add(rule);
            }
        }
        return new RuleSet(enabled, severities);
    }

    /** Runs every enabled rule that can judge this context; returns all findings in rule order. */
    public List<Finding> check(RuleContext context) {
        for (Rule rule : rules) {
            if (context.isParsed() || rule.checksUnparsed()) {
                context.severityForNextRule(severities.get(rule.id()));
                rule.check(context);
            }
        }
        return context.findings();
    }

    public List<Rule> rules() {
        return rules;
    }

    public Severity severityOf(String ruleId) {
        return severities.get(ruleId);
    }
}
