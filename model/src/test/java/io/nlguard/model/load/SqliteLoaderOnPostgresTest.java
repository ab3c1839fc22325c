package io.nlguard.model.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.model.data.SchemaInstaller;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loads a SQLite file the test writes into a real PostgreSQL: a mixed-case table referenced by two
 * keys, listed after the table that refers to it, values that do not fit their columns, a violated
 * foreign key, a primary key of tables.json that the rows repeat (as Spider's truncated composite keys).
 */
@RealPostgres
class SqliteLoaderOnPostgresTest {

    // Likes is listed (and loaded) before Highschooler, which it references; its key student_id is not unique
    private static final String TABLES_JSON = """
            [{"db_id": "Net_Test",
              "table_names_original": ["Likes", "Highschooler"],
              "table_names": ["likes", "highschooler"],
              "column_names_original": [[-1, "*"], [0, "student_id"], [0, "liked_id"], [1, "ID"], [1, "name"],
                                        [1, "grade"], [1, "joined"]],
              "column_names": [[-1, "*"], [0, "student id"], [0, "liked id"], [1, "id"], [1, "name"],
                               [1, "grade"], [1, "joined"]],
              "column_types": ["text", "number", "number", "number", "text", "number", "time"],
              "primary_keys": [1, 3],
              "foreign_keys": [[1, 3], [2, 3]]}]
            """;

    @Test
    void loadsEveryRowNullsAndReportsUnfitValuesAndKeepsViolatedKeys(TestDatabase db, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("Net_Test.sqlite");
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement s = sqlite.createStatement()) {
            s.execute("CREATE TABLE Highschooler (ID int, name text, grade int, joined datetime)");
            s.execute("CREATE TABLE Likes (student_id int, liked_id int)");
            s.execute("INSERT INTO Highschooler VALUES (1, 'Jordan', 9, '2009-03-01 10:00:00'), (2, 'Gabriel', '', '2009'),"
                    + " (3, 'Tiffany', 'ninth', NULL), ('', 'No key', 11, NULL)");
            s.execute("INSERT INTO Likes VALUES (1, 2), (1, 3), (2, 99)");
        }
        Map<String, Catalog> catalogs = TablesJsonReader.read(new ByteArrayInputStream(TABLES_JSON.getBytes(StandardCharsets.UTF_8)));
        try (Connection pg = db.connect()) {
            SchemaInstaller.install(pg, catalogs);
            DatabaseLoad load = SqliteLoader.load(pg, "Net_Test", catalogs.get("Net_Test"), file);

            assertEquals(List.of(new TableLoad("Likes", 3, 3, 0), new TableLoad("Highschooler", 4, 3, 1)), load.tables());
            UnfitValues grade = unfit(load, "grade");
            assertEquals(2, grade.count());
            assertEquals(List.of("", "ninth"), grade.examples());
            assertEquals("numeric", grade.postgresType());
            assertEquals("INT", grade.declaredType()); // as PRAGMA table_info spells it
            assertEquals(List.of("2009"), unfit(load, "joined").examples());
            assertEquals(1, unfit(load, "ID").count()); // the '' key: NULL, so its row is left out

            assertEquals(Map.of("PRIMARY KEY (id)", KeyCheck.Outcome.VALID, "PRIMARY KEY (student_id)", KeyCheck.Outcome.DROPPED,
                    "FOREIGN KEY (student_id) REFERENCES net_test.highschooler(id)", KeyCheck.Outcome.VALID,
                    "FOREIGN KEY (liked_id) REFERENCES net_test.highschooler(id)", KeyCheck.Outcome.NOT_VALID),
                    load.keys().stream().collect(Collectors.toMap(KeyCheck::definition, KeyCheck::outcome)));
            assertTrue(load.violatedKeys().stream().anyMatch(k -> k.message().contains("(liked_id)=(99)")), load.keys().toString());
            assertTrue(load.violatedKeys().stream().anyMatch(k -> k.message().contains("(student_id)=(1)")), load.keys().toString());

            assertEquals(List.of("1|Jordan|9|2009-03-01 10:00:00", "2|Gabriel|null|null", "3|Tiffany|null|null"),
                    rows(pg, "SELECT id, name, grade, joined FROM net_test.highschooler ORDER BY id"));
            assertEquals(List.of("1|2", "1|3", "2|99"), rows(pg, "SELECT student_id, liked_id FROM net_test.likes ORDER BY 1, 2"));
            // the violated foreign key is declared NOT VALID, the repeated primary key not at all
            assertEquals(List.of("f|f", "p|t", "f|t"), rows(pg, "SELECT contype, convalidated FROM pg_constraint"
                    + " WHERE connamespace = 'net_test'::regnamespace ORDER BY convalidated, contype DESC"));
            assertTrue(pg.getAutoCommit(), "autocommit restored");
        }
    }

    private static UnfitValues unfit(DatabaseLoad load, String column) {
        return load.unfit().stream().filter(u -> u.column().equals(column)).findFirst()
                .orElseThrow(() -> new AssertionError("no unfit values in " + column + ": " + load.unfit()));
    }

    private static List<String> rows(Connection pg, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = pg.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int width = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> cells = new ArrayList<>();
                for (int i = 1; i <= width; i++) {
                    cells.add(String.valueOf(rs.getString(i)));
                }
                rows.add(String.join("|", cells));
            }
        }
        return rows;
    }
}
