package io.nlguard.cli.corpus;

import io.nlguard.model.load.DatabaseLoad;
import io.nlguard.model.load.KeyCheck;
import io.nlguard.model.load.TableLoad;
import io.nlguard.model.load.UnfitValues;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** What {@code corpus load} prints for a loaded database, and the totals line. */
final class LoadSummary {

    private LoadSummary() {
    }

    /** The database's line, then one line per table, unfit column, violated key and unmatched name. */
    static String of(DatabaseLoad load) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "%s: %d tables, %d rows loaded, %d rows left out (NULL key), %d unfit values (NULL), %d/%d keys valid, %d ms%n",
                load.dbId(), load.tables().size(), load.rowsLoaded(), load.rowsRejected(), load.unfitCount(),
                load.keys().size() - load.violatedKeys().size(), load.keys().size(),
                load.elapsed().toMillis()));
        text.append("  tables: ").append(load.tables().stream().map(LoadSummary::table)
                .collect(Collectors.joining(", "))).append('\n');
        for (UnfitValues u : load.unfit()) {
            text.append(String.format(Locale.ROOT, "  unfit %s.%s (%s; SQLite declares %s): %d, e.g. %s%n", u.table(),
                    u.column(), u.postgresType(), u.declaredType().isEmpty() ? "nothing" : u.declaredType(), u.count(),
                    examples(u.examples())));
        }
        for (KeyCheck key : load.violatedKeys()) {
            text.append("  ").append(key.outcome() == KeyCheck.Outcome.NOT_VALID ? "violated (declared NOT VALID) " : "dropped ")
                    .append(key.table()).append(' ').append(key.definition()).append(": ").append(key.message()).append('\n');
        }
        load.notLoaded().forEach(line -> text.append("  ").append(line).append('\n'));
        return text.toString();
    }

    static String total(List<DatabaseLoad> loads, long millis) {
        return String.format(Locale.ROOT, "%d databases: %d rows loaded, %d left out, %d unfit values in %d columns,"
                        + " %d keys violated, in %.1f s%n", loads.size(),
                loads.stream().mapToLong(DatabaseLoad::rowsLoaded).sum(),
                loads.stream().mapToLong(DatabaseLoad::rowsRejected).sum(),
                loads.stream().mapToLong(DatabaseLoad::unfitCount).sum(),
                loads.stream().mapToLong(l -> l.unfit().size()).sum(),
                loads.stream().mapToLong(l -> l.violatedKeys().size()).sum(), millis / 1000.0);
    }

    private static String table(TableLoad t) {
        return t.table() + " " + t.loaded() + (t.rejected() > 0 ? " (" + t.rejected() + " left out)" : "");
    }

    private static String examples(List<String> values) {
        return values.stream().map(v -> "'" + Markdown.cell(v, 40) + "'").collect(Collectors.joining(", "));
    }
}
