package io.nlguard.compare.instances;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.TableName;

/**
 * Fills the tables of one instance, inside the generator's transaction, with every constraint of
 * the copy in force. Each row is built whole, checked against the keys inserted so far
 * ({@link UniqueTracker}) and inserted under a savepoint: a row the server still refuses (a CHECK
 * constraint, a partial unique index) is rolled back and replaced, at most {@value #ATTEMPTS_PER_ROW}
 * times per row. Referencing columns take the key of an inserted row of the referenced table (or
 * NULL now and then, when nullable); a row that needs a key where there is none is not made.
 * Values are sent untyped, so the server reads them as the column's type.
 */
final class TableFiller {

    private static final int ATTEMPTS_PER_ROW = 20;

    private final Connection connection;
    private final String schema;
    private final Random random;
    private final InstanceProfile profile;
    private final CellValues cells;
    private final DataDigest digest;
    private final Set<ForeignKey> deferred;
    private final Map<TableName, InsertedRows> inserted = new LinkedHashMap<>();

    TableFiller(Connection connection, String schema, Random random, InstanceProfile profile, CellValues cells,
                DataDigest digest, Set<ForeignKey> deferred) {
        this.connection = connection;
        this.schema = schema;
        this.random = random;
        this.profile = profile;
        this.cells = cells;
        this.digest = digest;
        this.deferred = deferred;
    }

    /** Inserts up to {@code rowCount} rows into the table's copy; returns how many went in. */
    int fill(TableSpec table, int rowCount) throws SQLException {
        InsertedRows rows = new InsertedRows();
        inserted.put(table.name(), rows);
        if (rowCount == 0) {
            return 0;
        }
        UniqueTracker keys = new UniqueTracker(table.uniqueSets());
        try (PreparedStatement insert = connection.prepareStatement(insertSql(table))) {
            for (int i = 0; i < rowCount; i++) {
                for (int attempt = 0; attempt < ATTEMPTS_PER_ROW; attempt++) {
                    Map<String, String> row = row(table, rows);
                    if (row == null) {
                        return rows.size(); // a NOT NULL reference with nothing to reference
                    }
                    if (!keys.fits(row)) {
                        continue;
                    }
                    String ctid = insert(insert, table, row);
                    if (ctid != null) {
                        keys.add(row);
                        rows.add(row, ctid);
                        cells.remember(table, row);
                        table.columns().forEach(c -> digest.add(row.get(c.name())));
                        break;
                    }
                }
            }
        }
        return rows.size();
    }

    /** Sets the deferred foreign keys of the table's rows, now that every table is filled. */
    void link(TableSpec table) throws SQLException {
        List<ForeignKey> late = table.foreignKeys().stream().filter(deferred::contains).toList();
        InsertedRows rows = inserted.get(table.name());
        if (late.isEmpty() || rows == null) {
            return;
        }
        List<String> columns = late.stream().flatMap(fk -> fk.fromColumns().stream()).distinct().toList();
        String sql = "UPDATE " + SqlNames.inSchema(schema, table.name()) + " SET "
                + String.join(", ", columns.stream().map(c -> SqlNames.quote(c) + " = ?").toList())
                + " WHERE ctid = ? RETURNING ctid::text";
        try (PreparedStatement update = connection.prepareStatement(sql)) {
            for (int r = 0; r < rows.size(); r++) {
                Map<String, String> values = new LinkedHashMap<>();
                columns.forEach(c -> values.put(c, null));
                for (ForeignKey fk : late) {
                    if (random.nextDouble() >= profile.nullRate()) {
                        reference(fk, values);
                    }
                }
                if (values.values().stream().allMatch(v -> v == null)) {
                    continue;
                }
                for (int i = 0; i < columns.size(); i++) {
                    bind(update, i + 1, values.get(columns.get(i)));
                }
                bind(update, columns.size() + 1, rows.ctid(r));
                String ctid = execute(update);
                if (ctid != null) {
                    rows.rows().get(r).putAll(values);
                    rows.updated(r, ctid);
                    values.values().forEach(digest::add);
                }
            }
        }
    }

    /** A candidate row, or null when a NOT NULL foreign key has no row to reference. */
    private Map<String, String> row(TableSpec table, InsertedRows sameTable) {
        Map<String, String> row = new LinkedHashMap<>();
        List<ForeignKey> selfReferences = new ArrayList<>();
        for (ForeignKey fk : table.foreignKeys()) {
            if (deferred.contains(fk)) {
                fk.fromColumns().forEach(c -> row.putIfAbsent(c, null));
            } else if (fk.toTable().equals(table.name())) {
                selfReferences.add(fk);
            } else if (!referenceOrNull(table, fk, row)) {
                return null;
            }
        }
        List<String> selfColumns = selfReferences.stream().flatMap(fk -> fk.fromColumns().stream()).toList();
        for (ColumnSpec column : table.columns()) {
            if (!row.containsKey(column.name()) && !selfColumns.contains(column.name())) {
                row.put(column.name(), cells.choose(table.name(), column));
            }
        }
        for (ForeignKey fk : selfReferences) {
            // a NOT NULL self-reference: an earlier row's key, or the row's own
            List<Map<String, String>> candidates = new ArrayList<>(sameTable.rows());
            candidates.add(row);
            Map<String, String> target = candidates.get(random.nextInt(candidates.size()));
            for (int i = 0; i < fk.fromColumns().size(); i++) {
                row.put(fk.fromColumns().get(i), target.get(fk.toColumns().get(i)));
            }
        }
        return row;
    }

    /** Fills a foreign key's columns from a referenced row, or NULL; false when neither is possible. */
    private boolean referenceOrNull(TableSpec table, ForeignKey fk, Map<String, String> row) {
        boolean nullable = FillOrder.allNullable(table, fk);
        if (nullable && random.nextDouble() < profile.nullRate()) {
            fk.fromColumns().forEach(c -> row.putIfAbsent(c, null));
            return true;
        }
        if (reference(fk, row)) {
            return true;
        }
        List<String> open = fk.fromColumns().stream().filter(c -> !row.containsKey(c)).toList();
        if (open.stream().allMatch(c -> table.column(c).nullable())) {
            open.forEach(c -> row.put(c, null)); // MATCH SIMPLE: a NULL column exempts the row
            return true;
        }
        return false;
    }

    /**
     * Copies the key of a random referenced row into the foreign key's columns; a column already set
     * (by another foreign key sharing it) must agree.
     */
    private boolean reference(ForeignKey fk, Map<String, String> row) {
        InsertedRows targets = inserted.get(fk.toTable());
        List<Map<String, String>> candidates = new ArrayList<>();
        if (targets != null) {
            for (Map<String, String> target : targets.rows()) {
                if (agrees(fk, row, target)) {
                    candidates.add(target);
                }
            }
        }
        if (candidates.isEmpty()) {
            return false;
        }
        Map<String, String> target = candidates.get(random.nextInt(candidates.size()));
        for (int i = 0; i < fk.fromColumns().size(); i++) {
            row.put(fk.fromColumns().get(i), target.get(fk.toColumns().get(i)));
        }
        return true;
    }

    private static boolean agrees(ForeignKey fk, Map<String, String> row, Map<String, String> target) {
        for (int i = 0; i < fk.fromColumns().size(); i++) {
            String from = fk.fromColumns().get(i);
            String key = target.get(fk.toColumns().get(i));
            if (key == null || (row.get(from) != null && !row.get(from).equals(key))) {
                return false;
            }
        }
        return true;
    }

    private String insertSql(TableSpec table) {
        List<String> names = table.columns().stream().map(c -> SqlNames.quote(c.name())).toList();
        return "INSERT INTO " + SqlNames.inSchema(schema, table.name()) + " (" + String.join(", ", names)
                + ") VALUES (" + String.join(", ", names.stream().map(n -> "?").toList()) + ") RETURNING ctid::text";
    }

    /** The new row's ctid, or null when the server refused the row (rolled back to a savepoint). */
    private String insert(PreparedStatement insert, TableSpec table, Map<String, String> row) throws SQLException {
        for (int i = 0; i < table.columns().size(); i++) {
            bind(insert, i + 1, row.get(table.columns().get(i).name()));
        }
        return execute(insert);
    }

    private String execute(PreparedStatement statement) throws SQLException {
        Savepoint savepoint = connection.setSavepoint();
        try (ResultSet rs = statement.executeQuery()) {
            rs.next();
            String ctid = rs.getString(1);
            connection.releaseSavepoint(savepoint);
            return ctid;
        } catch (SQLException refused) {
            connection.rollback(savepoint);
            return null;
        }
    }

    private static void bind(PreparedStatement statement, int index, String value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.OTHER);
        } else {
            statement.setObject(index, value, Types.OTHER);
        }
    }
}
