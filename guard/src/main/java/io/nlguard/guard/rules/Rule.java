package io.nlguard.guard.rules;

/**
 * One check. A rule looks at the statement in a {@link RuleContext} and reports what it finds
 * through {@link RuleContext#report}; the {@link RuleSet} applies the configured severity.
 * Rules are stateless and shared between threads.
 */
public interface Rule {

    /** Stable id used in configuration and messages, e.g. {@code firewall.multiple-statements}. */
    String id();

    RuleCategory category();

    Severity defaultSeverity();

    /** One sentence for the README's rule table. */
    String summary();

    /**
     * Whether the rule can judge a string the parser rejected (it then sees only {@link RuleContext#sql()}
     * and {@link RuleContext#tokens()}). Most rules need the tree.
     */
    default boolean checksUnparsed() {
        return false;
    }

    void check(RuleContext context);
}
