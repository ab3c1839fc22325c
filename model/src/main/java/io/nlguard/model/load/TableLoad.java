package io.nlguard.model.load;

/**
 * One table's rows.
 *
 * @param table    the table as the SQLite file names it
 * @param rowsRead rows in the SQLite table
 * @param loaded   rows now in PostgreSQL
 * @param rejected rows left out because their primary key was NULL (after unfit values became NULL) or
 *                 repeated an earlier row's: {@code rowsRead - loaded}
 */
public record TableLoad(String table, long rowsRead, long loaded, long rejected) {
}
