/**
 * Loads the rows of SQLite databases (Spider's {@code database/<db_id>/<db_id>.sqlite}) into the
 * PostgreSQL schemas that {@link io.nlguard.model.data.SchemaInstaller} created for them, and reports
 * what did not fit: {@link io.nlguard.model.load.SqliteLoader} for one database,
 * {@link io.nlguard.model.load.SqliteFiles} to find them, {@link io.nlguard.model.load.DatabaseLoad}
 * for what happened.
 */
package io.nlguard.model.load;
