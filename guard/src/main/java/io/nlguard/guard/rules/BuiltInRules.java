package io.nlguard.guard.rules;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.firewall.FirewallRules;
import io.nlguard.guard.rules.lint.LintRules;

/** Every rule nlguard ships, firewall first, in the order they run and are documented. */
public final class BuiltInRules {

    private BuiltInRules() {
    }

    public static List<Rule> all() {
        List<Rule> all = new ArrayList<>(FirewallRules.all());
        all.addAll(LintRules.all());
        return List.copyOf(all);
    }
}
