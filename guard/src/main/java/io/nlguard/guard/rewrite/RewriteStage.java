package io.nlguard.guard.rewrite;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The two families of passes, enabled together or apart with {@code nlguard.rewrite}: {@code normalize}
 * turns other dialects' spellings into PostgreSQL's; {@code autocorrect} repairs names against the catalog.
 */
public enum RewriteStage {
    NORMALIZE, AUTOCORRECT;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses {@code nlguard.rewrite}: {@code off}, or a comma-separated list of stages.
     *
     * @throws IllegalArgumentException naming the value that is not a stage
     */
    public static Set<RewriteStage> parse(String value) {
        Set<RewriteStage> stages = EnumSet.noneOf(RewriteStage.class);
        if (value == null || value.isBlank() || value.trim().equalsIgnoreCase("off")) {
            return stages;
        }
        for (String part : value.split(",")) {
            String id = part.trim().toLowerCase(Locale.ROOT);
            RewriteStage stage = switch (id) {
                case "normalize" -> NORMALIZE;
                case "autocorrect" -> AUTOCORRECT;
                default -> throw new IllegalArgumentException("nlguard.rewrite: '" + part.trim()
                        + "' is not off, normalize or autocorrect");
            };
            stages.add(stage);
        }
        return stages;
    }
}
