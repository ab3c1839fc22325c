package io.nlguard.cli.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.values.CatalogValues;
import io.nlguard.nl.values.JdbcValueSource;
import io.nlguard.nl.values.ValueBounds;
import io.nlguard.nl.values.ValueSource;
import org.sqlite.SQLiteConfig;

/**
 * The values of a Spider database from its SQLite file ({@code spider_dev_databases/<db_id>/<db_id>.sqlite}
 * of the corpus), opened read-only, read by the same statements as a live database's; tables named
 * without a schema, as the file and tables.json name them.
 */
final class SqliteValueSource implements ValueSource {

    static final String DIRECTORY = "spider_dev_databases";

    private final JdbcValueSource jdbc;

    private SqliteValueSource(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        this.jdbc = new JdbcValueSource(() -> config.createConnection("jdbc:sqlite:" + file), false);
    }

    /** The database's file under the corpus directory, when the corpus has its rows. */
    static Optional<ValueSource> of(Path corpusDir, String dbId) {
        Path file = corpusDir.resolve(DIRECTORY).resolve(dbId).resolve(dbId + ".sqlite");
        return Files.isRegularFile(file) ? Optional.of(new SqliteValueSource(file)) : Optional.empty();
    }

    @Override
    public CatalogValues read(Catalog catalog, ValueBounds bounds) throws SQLException {
        return jdbc.read(catalog, bounds);
    }
}
