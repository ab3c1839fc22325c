package io.nlguard.model.load;

import java.time.Duration;
import java.util.List;

/**
 * What loading one SQLite database did.
 *
 * @param dbId           the database
 * @param tables         each loaded table, in load order
 * @param unfit          the columns with values that did not fit their type (loaded as NULL)
 * @param keys           every primary and foreign key of the schema, valid or not
 * @param notLoaded      what could not be matched between the file and tables.json (a table or column
 *                       only one of them has), one line each
 * @param elapsed        the time the load took
 */
public record DatabaseLoad(String dbId, List<TableLoad> tables, List<UnfitValues> unfit,
        List<KeyCheck> keys, List<String> notLoaded, Duration elapsed) {

    public DatabaseLoad {
        tables = List.copyOf(tables);
        unfit = List.copyOf(unfit);
        keys = List.copyOf(keys);
        notLoaded = List.copyOf(notLoaded);
    }

    public long rowsLoaded() {
        return tables.stream().mapToLong(TableLoad::loaded).sum();
    }

    public long unfitCount() {
        return unfit.stream().mapToLong(UnfitValues::count).sum();
    }

    public long rowsRejected() {
        return tables.stream().mapToLong(TableLoad::rejected).sum();
    }

    /** The keys the rows do not satisfy. */
    public List<KeyCheck> violatedKeys() {
        return keys.stream().filter(k -> k.outcome() != KeyCheck.Outcome.VALID).toList();
    }
}
