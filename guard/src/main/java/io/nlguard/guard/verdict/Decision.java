package io.nlguard.guard.verdict;

import java.util.List;
import java.util.Objects;

/**
 * The guard's answer for one statement: run {@code sql} (the original text, or a rewrite) with
 * these notices, or refuse it with {@code block}. How much of it is enforced depends on the mode
 * the driver runs in.
 */
public record Decision(String sql, List<Notice> notices, Notice block, GuardReport report) {

    public Decision {
        notices = List.copyOf(notices);
        if (block == null) {
            Objects.requireNonNull(sql, "sql");
        } else if (block.state().isWarning()) {
            throw new IllegalArgumentException("a block needs an error SQLSTATE, not " + block.state().code());
        }
    }

    /** Run the statement as written, nothing to report. */
    public static Decision allow(String sql) {
        return new Decision(sql, List.of(), null, null);
    }

    /** Run {@code sql} (the original or a rewrite) and report the notices. */
    public static Decision run(String sql, List<Notice> notices) {
        return new Decision(sql, notices, null, null);
    }

    /** Refuse the statement; the notices are findings that came with the block. */
    public static Decision block(Notice block, List<Notice> notices) {
        return new Decision(null, notices, Objects.requireNonNull(block, "block"), null);
    }

    /** The same decision with the analysis behind it attached (null for guards that keep none). */
    public Decision withReport(GuardReport analysis) {
        return new Decision(sql, notices, block, analysis);
    }

    public boolean blocked() {
        return block != null;
    }
}
