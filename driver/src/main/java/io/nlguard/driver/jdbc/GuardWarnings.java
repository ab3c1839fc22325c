package io.nlguard.driver.jdbc;

import io.nlguard.guard.verdict.Notice;

import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;

/**
 * The guard's notices for one statement or connection, put ahead of the real driver's warnings.
 * A fresh {@link SQLWarning} chain is built per call because chains are mutable: linking the
 * driver's chain to a shared object would leak one call's warnings into the next.
 */
final class GuardWarnings {

    private volatile List<Notice> notices = List.of();

    void replaceWith(List<Notice> replacement) {
        notices = replacement;
    }

    synchronized void add(List<Notice> more) {
        if (!more.isEmpty()) {
            List<Notice> all = new ArrayList<>(notices);
            all.addAll(more);
            notices = List.copyOf(all);
        }
    }

    void clear() {
        notices = List.of();
    }

    SQLWarning ahead(SQLWarning driverWarnings) {
        List<Notice> current = notices;
        if (current.isEmpty()) {
            return driverWarnings;
        }
        SQLWarning head = current.get(0).toWarning();
        for (int i = 1; i < current.size(); i++) {
            head.setNextWarning(current.get(i).toWarning());
        }
        if (driverWarnings != null) {
            head.setNextWarning(driverWarnings);
        }
        return head;
    }
}
