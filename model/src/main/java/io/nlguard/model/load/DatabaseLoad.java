package io.nlguard.model.load;

import java.time.Duration;
import java.util.List;

/**
 * What loading one SQLite database did.
 *
 * @param dbId           the database
 * @param tables         each loaded table, in load order
 * @param unfit          the columns with values that did not fit their type (loaded as NULL)
 * @param foreignKeys    every foreign key of the schema, valid or violated
 * @param notLoaded      what could not be matched between the file and tables.json (a table or column
 *                       only one of them has), one line each
 * @param elapsed        the time the load took
 */
public record DatabaseLoad(String dbId, List<TableLoad> tables, List<UnfitValues> unfit,
        List<ForeignKeyCheck> foreignKeys, List<String> notLoaded, Duration elapsed) {

    public DatabaseLoad {
        tables = List.copyOf(tables);
        unfit = List.copyOf(unfit);
        foreignKeys = List.copyOf(foreignKeys);
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

    public List<ForeignKeyCheck> violatedForeignKeys() {
        return foreignKeys.stream().filter(fk -> !fk.valid()).toList();
    }
}
