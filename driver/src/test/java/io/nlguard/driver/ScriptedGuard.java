package io.nlguard.driver;

import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;
import io.nlguard.guard.verdict.StatementGuard;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A test decision driven by markers in the SQL text, so tests can exercise every enforcement
 * path through the real plumbing: {@code /*block*}{@code /} blocks, {@code /*warn*}{@code /} adds a
 * finding, {@code 'before'} is rewritten to {@code 'after'}, {@code /*crash*}{@code /} makes the
 * guard fail. Records every call.
 */
public final class ScriptedGuard implements StatementGuard {

    public static final String BLOCK = "/*block*/";
    public static final String WARN = "/*warn*/";
    public static final String CRASH = "/*crash*/";

    /** One inspected statement: its text, the JDBC entry point that carried it, and its question (null for none). */
    public record Call(String sql, EntryPoint entryPoint, String question) {
    }

    private final List<Call> calls = new CopyOnWriteArrayList<>();

    @Override
    public Decision inspect(String sql, GuardContext context) {
        calls.add(new Call(sql, context.entryPoint(), context.question().isKnown() ? context.question().text() : null));
        if (sql.contains(CRASH)) {
            throw new IllegalStateException("scripted guard failure");
        }
        List<Notice> notices = sql.contains(WARN)
                ? List.of(new Notice(NlGuardSqlState.LINT_FINDING, "scripted finding at 1:1"))
                : List.of();
        if (sql.contains(BLOCK)) {
            return Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE, "scripted block at 1:1"), notices);
        }
        return Decision.run(sql.replace("'before'", "'after'"), notices);
    }

    public List<Call> calls() {
        return calls;
    }
}
