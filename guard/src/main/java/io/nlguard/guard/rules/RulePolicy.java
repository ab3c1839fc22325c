package io.nlguard.guard.rules;

import java.util.Set;

/**
 * What the operator allows, beyond the rules' own defaults.
 *
 * @param readOnly    {@code nlguard.read-only}: any statement that writes or changes the schema is blocked
 * @param allowTables {@code nlguard.tables.allow}: when not empty, only these tables may be referenced
 * @param denyTables  {@code nlguard.tables.deny}: these tables may not be referenced
 *                    (names lower case, {@code table} or {@code schema.table})
 */
public record RulePolicy(boolean readOnly, Set<String> allowTables, Set<String> denyTables) {

    public static final RulePolicy DEFAULT = new RulePolicy(false, Set.of(), Set.of());

    public RulePolicy {
        allowTables = Set.copyOf(allowTables);
        denyTables = Set.copyOf(denyTables);
    }
}
