package io.nlguard.guard.rules;

/**
 * Firewall rules protect the database; lint rules point at SQL that is probably wrong; rewrite
 * findings are what a rewrite pass changed, would change, or declined to change; risk findings name
 * nodes the node scorer finds probably wrong.
 */
public enum RuleCategory {
    FIREWALL, LINT, REWRITE, RISK
}
