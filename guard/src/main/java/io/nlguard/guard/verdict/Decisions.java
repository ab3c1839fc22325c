package io.nlguard.guard.verdict;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.ParseFailure;

/**
 * Turns a report into the driver's {@link Decision}: the first BLOCK finding becomes the refusal
 * (42NG1 for a risky node, 42NG2 for a rule), every other WARN or BLOCK finding a warning (01NG1 for a
 * risky node, 01NG2 for a rule). INFO findings stay in the report.
 * Text the parser rejected runs unchecked with 01NG9, or is refused with 42NG3 when failing closed; text
 * over a parse bound (length, nesting, time) is refused with 42NG8 whatever on-error says.
 * A rewritten statement runs as rewritten, with one 01NG3 warning per change.
 */
final class Decisions {

    private Decisions() {
    }

    static Decision of(GuardReport report, boolean failClosed) {
        List<Notice> notices = new ArrayList<>();
        for (Change change : report.rewrites()) {
            notices.add(new Notice(NlGuardSqlState.REWRITTEN, "statement rewritten: " + change.describe()));
        }
        Notice block = null;
        for (Finding finding : report.findings()) {
            boolean risk = finding.category() == RuleCategory.RISK;
            if (finding.severity() == Severity.BLOCK && block == null) {
                block = new Notice(risk ? NlGuardSqlState.BLOCKED_BY_RISK : NlGuardSqlState.BLOCKED_BY_RULE,
                        finding.describe());
            } else if (finding.severity() != Severity.INFO) {
                notices.add(new Notice(risk ? NlGuardSqlState.RISKY_NODES : NlGuardSqlState.LINT_FINDING,
                        finding.describe()));
            }
        }
        ParseFailure failure = report.parseFailure();
        if (block == null && failure != null) {
            if (failure.overBound()) {
                block = new Notice(NlGuardSqlState.OVER_PARSE_BOUND, "cannot analyse the statement: " + failure.message()
                        + "; refused in every nlguard.on-error mode (an operator may raise the bound)");
            } else if (failClosed) {
                block = new Notice(NlGuardSqlState.UNPARSEABLE, "cannot analyse the statement: " + failure.message()
                        + "; refused because nlguard.on-error=closed");
            } else {
                notices.add(0, new Notice(NlGuardSqlState.GUARD_ERROR_OPEN, "not analysed: " + failure.message()
                        + "; ran unchecked because nlguard.on-error=open"));
            }
        }
        Decision decision = block != null ? Decision.block(block, notices) : Decision.run(report.executedSql(), notices);
        return decision.withReport(report);
    }
}
