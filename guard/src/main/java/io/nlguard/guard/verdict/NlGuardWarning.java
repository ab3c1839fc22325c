package io.nlguard.guard.verdict;

import java.sql.SQLWarning;

/** A guard finding on a statement that ran; its SQLSTATE is one of the 01NG* codes. */
public class NlGuardWarning extends SQLWarning {

    private static final long serialVersionUID = 1L;

    private final transient Notice notice;

    public NlGuardWarning(Notice notice) {
        super("nlguard: " + notice.message(), notice.state().code());
        this.notice = notice;
    }

    public Notice notice() {
        return notice;
    }
}
