package io.nlguard.guard.rules;

import java.util.Locale;

/** How much a finding weighs: INFO is reported, WARN annotates the statement, BLOCK refuses it in block mode. */
public enum Severity {
    INFO, WARN, BLOCK;

    /** Parses {@code info|warn|block} (any case); null for anything else. */
    public static Severity parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "info" -> INFO;
            case "warn", "warning" -> WARN;
            case "block", "error" -> BLOCK;
            default -> null;
        };
    }

    public String lowerName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
