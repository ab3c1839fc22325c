package io.nlguard.model.load;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.guard.schema.Table;
import io.nlguard.model.load.SqliteTable.SqliteColumn;
import org.sqlite.SQLiteConfig;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.HashSet;

/**
 * Copies the rows of one SQLite database into the PostgreSQL schema that
 * {@link io.nlguard.model.data.SchemaInstaller} created for its db_id, in one transaction.
 *
 * <p><b>Types.</b> The tables keep the types {@code SchemaInstaller} gave them from tables.json, so the
 * loaded schemas are the very catalogs the guard and every other corpus measurement see. The SQLite
 * declarations ({@code sqlite_master}, through {@code PRAGMA table_info}) do not change a column's type:
 * SQLite stores any value in any column whatever it declares, so the declaration says what the
 * author meant, not what the file holds; it is read to match the file's columns to tables.json's
 * (case-insensitively) and is printed beside every column with unfit values, where a disagreement
 * ({@code INT} declared, {@code time} in tables.json) explains them.
 *
 * <p><b>Unfit values become NULL</b>, and are reported per table and column with a count and two
 * examples. Whether a value fits is PostgreSQL's own decision: every value is staged as text and
 * cast to the column's type only when the cast succeeds, so {@code ''} in a {@code numeric} column
 * or {@code '2009'} in a {@code timestamp} one is NULL. Keeping such values as text instead would
 * mean declaring the column {@code text}, which changes the schema the guard resolves and the
 * results of every comparison and arithmetic on that column for the values that do fit: the
 * queries would run on a different database than the one tables.json describes. The unfit values
 * are few (14 in the Spider dev databases, all the text {@code 'null'} in two numeric columns) and
 * every one is counted, so what the choice costs can be seen.
 *
 * <p><b>Keys.</b> Both kinds are dropped before the rows are copied and added again afterwards, so
 * every row loads whatever the table order and whatever the data; only a row with a NULL in a
 * primary-key column (also after an unfit value became NULL) is left out and counted. tables.json's
 * keys are not always the data's: it gives {@code flights} of flight_2 the key {@code Airline}
 * where the file declares {@code (Airline, FlightNo)}, and checking it would keep 12 of 1,200 rows.
 * So a primary key the rows repeat is not declared again ({@link KeyCheck.Outcome#DROPPED}, with
 * PostgreSQL's message naming a repeated key), nor any foreign key that references it; a foreign
 * key the rows violate is declared {@code NOT VALID} (the catalog keeps the join path), the
 * others are validated. SQLite enforces no foreign key by default, so a violation is the data's.
 */
public final class SqliteLoader {

    private static final int BATCH = 1000;
    private static final String FITS = "pg_temp.nlguard_fits";
    private static final String STAGE = "pg_temp.nlguard_stage";

    private SqliteLoader() {
    }

    /**
     * Loads {@code sqliteFile} into the schema of {@code dbId} (its tables already created, empty, from
     * {@code catalog}). The connection's autocommit is restored afterwards.
     *
     * @throws SQLException when PostgreSQL fails otherwise than on a value or a key; the load is rolled back
     */
    public static DatabaseLoad load(Connection pg, String dbId, Catalog catalog, Path sqliteFile) throws SQLException {
        long start = System.nanoTime();
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        boolean autoCommit = pg.getAutoCommit();
        pg.setAutoCommit(false);
        try (Connection sqlite = config.createConnection("jdbc:sqlite:" + sqliteFile)) {
            Map<String, SqliteTable> fileTables = SqliteTable.all(sqlite);
            List<String> notLoaded = new ArrayList<>();
            List<TableLoad> tables = new ArrayList<>();
            List<UnfitValues> unfit = new ArrayList<>();
            createFitsFunction(pg);
            String schema = PgIdentifiers.storedName(dbId);
            List<String[]> foreignKeys = dropKeys(pg, schema, 'f');
            List<String[]> primaryKeys = dropKeys(pg, schema, 'p');
            Set<String> matched = new TreeSet<>();
            for (Table table : catalog.tables()) {
                SqliteTable source = fileTables.get(table.name().name().toLowerCase(Locale.ROOT));
                if (source == null) {
                    notLoaded.add("table " + table.name().name() + ": in tables.json, not in the file (left empty)");
                    continue;
                }
                matched.add(source.name().toLowerCase(Locale.ROOT));
                tables.add(new TableCopy(pg, sqlite, dbId, table, source, notLoaded).run(unfit));
            }
            fileTables.forEach((key, t) -> {
                if (!matched.contains(key)) {
                    notLoaded.add("table " + t.name() + ": in the file, not in tables.json (not loaded)");
                }
            });
            List<KeyCheck> checks = restorePrimaryKeys(pg, primaryKeys);
            checks.addAll(restoreForeignKeys(pg, foreignKeys, checks));
            pg.commit();
            return new DatabaseLoad(dbId, tables, unfit, checks, notLoaded, Duration.ofNanos(System.nanoTime() - start));
        } catch (SQLException e) {
            pg.rollback();
            throw new SQLException("loading " + dbId + ": " + e.getMessage(), e.getSQLState(), e);
        } catch (RuntimeException e) {
            pg.rollback();
            throw e;
        } finally {
            pg.setAutoCommit(autoCommit);
        }
    }

    /** Whether text casts to a type: PostgreSQL's input function decides, an error means no. */
    private static void createFitsFunction(Connection pg) throws SQLException {
        try (Statement s = pg.createStatement()) {
            s.execute("CREATE OR REPLACE FUNCTION " + FITS + "(v text, t text) RETURNS boolean LANGUAGE plpgsql AS $$"
                    + " BEGIN EXECUTE format('SELECT %L::' || t, v); RETURN true;"
                    + " EXCEPTION WHEN others THEN RETURN false; END $$");
        }
    }

    /** Drops the schema's keys of a kind ({@code 'p'}, {@code 'f'}) and returns them as {table, name, definition, referenced table}. */
    private static List<String[]> dropKeys(Connection pg, String schema, char kind) throws SQLException {
        List<String[]> keys = new ArrayList<>();
        try (PreparedStatement p = pg.prepareStatement("SELECT conrelid::regclass::text, quote_ident(conname),"
                + " pg_get_constraintdef(oid), confrelid::regclass::text FROM pg_constraint WHERE contype = ?"
                + " AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = ?) ORDER BY conrelid, conname")) {
            p.setString(1, String.valueOf(kind));
            p.setString(2, schema);
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    keys.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)});
                }
            }
        }
        try (Statement s = pg.createStatement()) {
            for (String[] key : keys) {
                s.execute("ALTER TABLE " + key[0] + " DROP CONSTRAINT " + key[1]);
            }
        }
        return keys;
    }

    /** Adds each primary key again; one the rows repeat stays dropped. */
    private static List<KeyCheck> restorePrimaryKeys(Connection pg, List<String[]> keys) throws SQLException {
        List<KeyCheck> checks = new ArrayList<>();
        try (Statement s = pg.createStatement()) {
            for (String[] key : keys) {
                Savepoint before = pg.setSavepoint();
                try {
                    s.execute("ALTER TABLE " + key[0] + " ADD CONSTRAINT " + key[1] + " " + key[2]);
                    pg.releaseSavepoint(before);
                    checks.add(new KeyCheck(key[0], key[2], KeyCheck.Outcome.VALID, ""));
                } catch (SQLException e) {
                    pg.rollback(before);
                    checks.add(new KeyCheck(key[0], key[2], KeyCheck.Outcome.DROPPED, oneLine(e)));
                }
            }
        }
        return checks;
    }

    /**
     * Adds each foreign key again, NOT VALID, and validates it; a violated one stays NOT VALID, one whose
     * referenced table lost its primary key is dropped.
     */
    private static List<KeyCheck> restoreForeignKeys(Connection pg, List<String[]> keys, List<KeyCheck> primaryKeys)
            throws SQLException {
        Set<String> withoutKey = new HashSet<>();
        primaryKeys.stream().filter(k -> k.outcome() == KeyCheck.Outcome.DROPPED).forEach(k -> withoutKey.add(k.table()));
        List<KeyCheck> checks = new ArrayList<>();
        try (Statement s = pg.createStatement()) {
            for (String[] key : keys) {
                if (withoutKey.contains(key[3])) {
                    checks.add(new KeyCheck(key[0], key[2], KeyCheck.Outcome.DROPPED,
                            "the primary key of " + key[3] + " is not kept"));
                    continue;
                }
                s.execute("ALTER TABLE " + key[0] + " ADD CONSTRAINT " + key[1] + " " + key[2] + " NOT VALID");
                Savepoint before = pg.setSavepoint();
                try {
                    s.execute("ALTER TABLE " + key[0] + " VALIDATE CONSTRAINT " + key[1]);
                    pg.releaseSavepoint(before);
                    checks.add(new KeyCheck(key[0], key[2], KeyCheck.Outcome.VALID, ""));
                } catch (SQLException e) {
                    pg.rollback(before);
                    checks.add(new KeyCheck(key[0], key[2], KeyCheck.Outcome.NOT_VALID, oneLine(e)));
                }
            }
        }
        return checks;
    }

    private static String oneLine(SQLException e) {
        return String.valueOf(e.getMessage()).replaceAll("\\s+", " ").trim();
    }

    /** One table: SQLite rows into a text staging table, then cast into the real one. */
    private static final class TableCopy {
        private final Connection pg;
        private final Connection sqlite;
        private final Table table;
        private final SqliteTable source;
        private final String target;
        private final List<Column> columns = new ArrayList<>();
        private final List<SqliteColumn> sourceColumns = new ArrayList<>();

        TableCopy(Connection pg, Connection sqlite, String dbId, Table table, SqliteTable source, List<String> notLoaded) {
            this.pg = pg;
            this.sqlite = sqlite;
            this.table = table;
            this.source = source;
            this.target = PgIdentifiers.sql(dbId) + "." + PgIdentifiers.sql(table.name().name());
            for (Column column : table.columns()) {
                SqliteColumn c = source.column(column.name());
                if (c == null) {
                    notLoaded.add("column " + source.name() + "." + column.name() + ": in tables.json, not in the file (NULL)");
                } else {
                    columns.add(column);
                    sourceColumns.add(c);
                }
            }
            for (SqliteColumn c : source.columns()) {
                if (table.column(c.name()).isEmpty()) {
                    notLoaded.add("column " + source.name() + "." + c.name() + ": in the file, not in tables.json (not loaded)");
                }
            }
        }

        TableLoad run(List<UnfitValues> unfit) throws SQLException {
            if (columns.isEmpty()) {
                return new TableLoad(source.name(), 0, 0, 0);
            }
            long read = stage();
            for (int i = 0; i < columns.size(); i++) {
                if (!isText(columns.get(i))) {
                    UnfitValues found = unfit(i);
                    if (found != null) {
                        unfit.add(found);
                    }
                }
            }
            long loaded = copy();
            return new TableLoad(source.name(), read, loaded, read - loaded);
        }

        private long stage() throws SQLException {
            List<String> defs = new ArrayList<>();
            List<String> marks = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                defs.add("c" + i + " text");
                marks.add("?");
            }
            try (Statement s = pg.createStatement()) {
                s.execute("DROP TABLE IF EXISTS " + STAGE);
                s.execute("CREATE TEMP TABLE nlguard_stage (" + String.join(", ", defs) + ") ON COMMIT DROP");
            }
            long read = 0;
            try (Statement s = sqlite.createStatement();
                 ResultSet rs = s.executeQuery(source.selectAsText(sourceColumns));
                 PreparedStatement insert = pg.prepareStatement("INSERT INTO " + STAGE + " VALUES ("
                         + String.join(", ", marks) + ")")) {
                while (rs.next()) {
                    for (int i = 0; i < columns.size(); i++) {
                        String v = rs.getString(i + 1);
                        // PostgreSQL text cannot hold NUL; SQLite text can
                        insert.setString(i + 1, v == null ? null : v.replace("\u0000", ""));
                    }
                    insert.addBatch();
                    if (++read % BATCH == 0) {
                        insert.executeBatch();
                    }
                }
                insert.executeBatch();
            }
            return read;
        }

        private UnfitValues unfit(int i) throws SQLException {
            Column column = columns.get(i);
            String c = "c" + i;
            try (PreparedStatement p = pg.prepareStatement("SELECT count(*) OVER (), " + c + " FROM " + STAGE
                    + " WHERE " + c + " IS NOT NULL AND NOT " + FITS + "(" + c + ", ?) LIMIT 2")) {
                p.setString(1, column.nativeType());
                try (ResultSet rs = p.executeQuery()) {
                    long count = 0;
                    List<String> examples = new ArrayList<>();
                    while (rs.next()) {
                        count = rs.getLong(1);
                        examples.add(rs.getString(2));
                    }
                    return count == 0 ? null : new UnfitValues(source.name(), sourceColumns.get(i).name(),
                            column.nativeType(), sourceColumns.get(i).declaredType(), count, examples);
                }
            }
        }

        private long copy() throws SQLException {
            List<String> names = new ArrayList<>();
            List<String> values = new ArrayList<>();
            List<String> keyChecks = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                Column column = columns.get(i);
                String c = "c" + i;
                String value = isText(column) ? c
                        : "CASE WHEN " + FITS + "(" + c + ", '" + column.nativeType() + "') THEN " + c + "::"
                                + column.nativeType() + " END";
                names.add(PgIdentifiers.sql(column.name()));
                values.add(value);
                if (table.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(column.name())) || !column.nullable()) {
                    keyChecks.add(value + " IS NOT NULL");
                }
            }
            String sql = "INSERT INTO " + target + " (" + String.join(", ", names) + ") SELECT "
                    + String.join(", ", values) + " FROM " + STAGE
                    + (keyChecks.isEmpty() ? "" : " WHERE " + String.join(" AND ", keyChecks));
            try (Statement s = pg.createStatement()) {
                return s.executeUpdate(sql);
            }
        }

        private static boolean isText(Column column) {
            return column.nativeType() == null || column.nativeType().isBlank()
                    || column.nativeType().equalsIgnoreCase("text");
        }
    }
}
