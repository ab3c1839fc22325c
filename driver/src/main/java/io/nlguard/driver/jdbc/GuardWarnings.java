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
 */
final class GuardWarnings {

    private List<Notice> notices = List.of();
    /** The chain last handed out, and the driver chain it ends in; null when none was built for these notices. */
    private SQLWarning chain;
    private SQLWarning chainedDriverWarnings;

    synchronized void replaceWith(List<Notice> replacement) {
        notices = replacement;
        chain = null;
    }

    synchronized void add(List<Notice> more) {
        if (!more.isEmpty()) {
            List<Notice> all = new ArrayList<>(notices);
            all.addAll(more);
            replaceWith(List.copyOf(all));
        }
    }

    void clear() {
        replaceWith(List.of());
    }

    synchronized SQLWarning ahead(SQLWarning driverWarnings) {
        if (notices.isEmpty()) {
            return driverWarnings;
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
