package io.nlguard.guard.rules;

/** Firewall rules protect the database; lint rules point at SQL that is probably wrong. */
public enum RuleCategory {
    FIREWALL, LINT
}
