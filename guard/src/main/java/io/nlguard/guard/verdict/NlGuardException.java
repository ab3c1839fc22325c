package io.nlguard.guard.verdict;

import java.sql.SQLException;

/** A statement the guard refused; the database never saw it. */
public class NlGuardException extends SQLException {

    private static final long serialVersionUID = 1L;

    private final transient Notice notice;

    public NlGuardException(Notice notice) {
        this(notice, null);
    }

    public NlGuardException(Notice notice, Throwable cause) {
        super("nlguard: " + notice.message(), notice.state().code(), cause);
        this.notice = notice;
    }

    public Notice notice() {
        return notice;
    }
}
