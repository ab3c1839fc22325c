package io.nlguard.driver.nl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.driver.StatementInterceptor.Approval;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;

/**
 * A question turned into SQL the driver may run: the translator's answer and the guard's approval of it
 * (the SQL to run, maybe rewritten, and the findings).
 *
 * @param question    the question as asked, without the prefix
 * @param translation what the translator answered, with its report
 * @param approval    what the guard made of the translation's SQL
 */
public record Answer(String question, Translation translation, Approval approval) {

    /** The SQL that runs. */
    public String sql() {
        return approval.sql();
    }

    public GuardReport report() {
        return approval.report();
    }

    /**
     * Warning 01NG4 first (the SQL, its confidence, the tables, the candidates, the trace id, and the row
     * limit when it was reached), then the guard's findings on the SQL.
     */
    public List<Notice> notices(String verb, int rowLimitReached) {
        Translation t = translation;
        StringBuilder text = new StringBuilder("NL: ").append(verb).append(' ').append(sql())
                .append(" (confidence ").append(String.format(Locale.ROOT, "%.2f", t.confidence()))
                .append("; tables ").append(t.tables().isEmpty() ? "none" : String.join(", ", t.tables()))
                .append("; ").append(t.agreeing()).append(" of ").append(t.candidates())
                .append(t.candidates() == 1 ? " candidate" : " candidates").append(" agreed")
                .append("; trace ").append(t.traceId()).append(')');
        if (rowLimitReached > 0) {
            text.append("; row limit of ").append(rowLimitReached)
                    .append(" reached: later rows were not read (nlguard.nl.max-rows)");
        }
        List<Notice> notices = new ArrayList<>(approval.notices().size() + 1);
        notices.add(new Notice(NlGuardSqlState.NL_TRANSLATION, text.toString()));
        notices.addAll(approval.notices());
        return List.copyOf(notices);
    }
}
