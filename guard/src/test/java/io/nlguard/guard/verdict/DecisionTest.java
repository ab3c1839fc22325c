package io.nlguard.guard.verdict;

import org.junit.jupiter.api.Test;

import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DecisionTest {

    private static final Notice FINDING = new Notice(NlGuardSqlState.LINT_FINDING, "column c.nmae at 1:16");

    @Test
    void passThroughAllowsTheStatementAsWritten() {
        Decision d = StatementGuard.PASS_THROUGH.inspect("select 1", new GuardContext(EntryPoint.EXECUTE));
        assertEquals("select 1", d.sql());
        assertTrue(d.notices().isEmpty());
        assertFalse(d.blocked());
    }

    @Test
    void blockNeedsAnErrorState() {
        assertThrows(IllegalArgumentException.class, () -> Decision.block(FINDING, List.of()));
        Decision d = Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE, "DELETE without WHERE at 1:1"),
                List.of(FINDING));
        assertTrue(d.blocked());
        assertNull(d.sql());
    }

    @Test
    void everyRefusalIsAnAuthorizationExceptionWithItsSqlState() {
        for (NlGuardSqlState state : NlGuardSqlState.values()) {
            if (state.isWarning()) {
                continue;
            }
            IllegalStateException cause = new IllegalStateException("the guard failed");
            NlGuardException refusal = new Notice(state, "refused").toException(cause);
            // Spring files this class as PermissionDeniedDataAccessException, whatever the SQLSTATE's class
            assertTrue(refusal instanceof java.sql.SQLInvalidAuthorizationSpecException, state.code());
            assertEquals(state.code(), refusal.getSQLState());
            assertEquals("nlguard: refused", refusal.getMessage());
            assertEquals(cause, refusal.getCause());
            assertEquals(0, refusal.getErrorCode(), "no vendor code a pool could take for a broken connection");
        }
    }

    @Test
    void runNeedsSqlAndCopiesTheNotices() {
        assertThrows(NullPointerException.class, () -> Decision.run(null, List.of()));
        List<Notice> notices = new ArrayList<>(List.of(FINDING));
        Decision d = Decision.run("select 1", notices);
        notices.clear();
        assertEquals(List.of(FINDING), d.notices());
    }

    @Test
    void noticesBecomeWarningsAndExceptionsWithTheirState() {
        SQLWarning warning = FINDING.toWarning();
        assertEquals("01NG2", warning.getSQLState());
        assertEquals("nlguard: column c.nmae at 1:16", warning.getMessage());
        Notice block = new Notice(NlGuardSqlState.BLOCKED_BY_RISK, "node Column at 1:8 p=0.93");
        assertEquals("42NG1", block.toException().getSQLState());
    }

    @Test
    void everyCodeIsFiveCharactersAndUnique() {
        List<String> codes = new ArrayList<>();
        for (NlGuardSqlState state : NlGuardSqlState.values()) {
            assertEquals(5, state.code().length(), state.name());
            assertFalse(codes.contains(state.code()), state.code());
            codes.add(state.code());
            assertEquals(state.code().startsWith("01"), state.isWarning(), state.name());
        }
    }

    @Test
    void blocksThatCanRunAnywayHaveAWarningForm() {
        assertEquals(Optional.of(NlGuardSqlState.RISKY_NODES), NlGuardSqlState.BLOCKED_BY_RISK.asWarning());
        assertEquals(Optional.of(NlGuardSqlState.LINT_FINDING), NlGuardSqlState.BLOCKED_BY_RULE.asWarning());
        assertEquals(Optional.of(NlGuardSqlState.GUARD_ERROR_OPEN), NlGuardSqlState.UNPARSEABLE.asWarning());
        assertEquals(Optional.empty(), NlGuardSqlState.NL_NEEDS_CLARIFICATION.asWarning());
        assertEquals(Optional.empty(), NlGuardSqlState.LLM_FAILED.asWarning());
    }
}
