package io.nlguard.guard.rules.firewall;

import java.util.List;

import io.nlguard.guard.rules.Rule;

/** The firewall rules, in the order they run and are listed. */
public final class FirewallRules {

    private FirewallRules() {
    }

    /** A fresh list of every firewall rule, in a fixed order: the text-level checks first, then the tree checks. */
    public static List<Rule> all() {
        return List.of(
                new MultipleStatementsRule(),
                new CommentHidingCodeRule(),
                new CommentedConditionRule(),
                new DangerousStatementRule(),
                new DangerousFunctionRule(),
                new UnparsedInjectionRule(),
                new SystemCatalogWriteRule(),
                new ReadOnlyRule(),
                new DdlRule(),
                new WriteWithoutWhereRule(),
                new AlwaysTrueConditionRule(),
                new ConstantConditionRule(),
                new UnionInjectionRule(),
                new ServerProbeRule(),
                new TablePolicyRule());
    }
}
