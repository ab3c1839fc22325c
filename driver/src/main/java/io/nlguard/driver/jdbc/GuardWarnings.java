package io.nlguard.driver.jdbc;

import io.nlguard.guard.verdict.Notice;

import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;

/**
 * The guard's notices for one statement or connection, put ahead of the real driver's warnings.
 * Like a real driver's, the chain handed out is the same object on every call until the warnings
 * change (tools such as sqlline remember the warnings they have shown by identity, and would show a
 * fresh copy again); it is built anew when the notices change or the real driver's chain is another,
 * so one execution's warnings never reach the next.
 *
 * <p>A connection's notices (those of {@code nativeSQL}) are added, not replaced, until {@code clearWarnings};
 * few applications ever call it on a pooled connection, so they are capped, the oldest dropped first. A
 * statement's are replaced at each execution, as pgjdbc's are, and go with the statement when it closes.
 */
final class GuardWarnings {

    /** The most notices a connection keeps: enough for any diagnosis, bounded for a connection that lives for days. */
    static final int CONNECTION_CAP = 100;

    private final int cap;
    /** Volatile so that an execution with no notices after one with none (the common case) takes no lock. */
    private volatile List<Notice> notices = List.of();
    /** The chain last handed out, and the driver chain it ends in; null when none was built for these notices. */
    private SQLWarning chain;
    private SQLWarning chainedDriverWarnings;

    /** Notices for a statement, replaced at each execution. */
    GuardWarnings() {
        this(Integer.MAX_VALUE);
    }

    /** Notices that accumulate, at most {@code cap} of them, the newest kept. */
    GuardWarnings(int cap) {
        this.cap = cap;
    }

    void replaceWith(List<Notice> replacement) {
        if (replacement.isEmpty() && notices.isEmpty()) {
            return; // nothing to report before or after: no chain was built, none to drop
        }
        synchronized (this) {
            notices = replacement;
            chain = null;
        }
    }

    synchronized void add(List<Notice> more) {
        if (!more.isEmpty()) {
            List<Notice> all = new ArrayList<>(notices);
            all.addAll(more);
            replaceWith(List.copyOf(all.subList(Math.max(0, all.size() - cap), all.size())));
        }
    }

    void clear() {
        replaceWith(List.of());
    }

    SQLWarning ahead(SQLWarning driverWarnings) {
        if (notices.isEmpty()) {
            return driverWarnings;
        }
        return chainAhead(driverWarnings);
    }

    private synchronized SQLWarning chainAhead(SQLWarning driverWarnings) {
        if (notices.isEmpty()) {
            return driverWarnings; // cleared since the look above
        }
        if (chain == null || chainedDriverWarnings != driverWarnings) {
            chain = build(driverWarnings);
            chainedDriverWarnings = driverWarnings;
        }
        return chain;
    }

    private SQLWarning build(SQLWarning driverWarnings) {
        SQLWarning head = notices.get(0).toWarning();
        for (int i = 1; i < notices.size(); i++) {
            head.setNextWarning(notices.get(i).toWarning());
        }
        if (driverWarnings != null) {
            head.setNextWarning(driverWarnings);
        }
        return head;
    }
}
