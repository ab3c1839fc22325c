package io.nlguard.cli.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Two Spider-style databases, {@code music} and {@code school}, each in its own tables.json file, and
 * (gold, predicted) pairs on them in the pairs format that {@code train} and {@code eval} read. The
 * wrong predictions misspell a column or a table (learnable: the wrong node names nothing in the
 * schema) or change a literal; a quarter of the predictions are right.
 */
final class TwoDatabases {

    static final String MUSIC = "music";
    static final String SCHOOL = "school";

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String MUSIC_TABLES = """
            [{"db_id": "music",
              "table_names_original": ["singer", "concert"],
              "column_names_original": [[-1, "*"], [0, "singer_id"], [0, "name"], [0, "country"], [0, "age"],
                                        [1, "concert_id"], [1, "concert_name"], [1, "singer_id"], [1, "year"]],
              "column_types": ["text", "number", "text", "text", "number", "number", "text", "number", "number"],
              "primary_keys": [1, 5],
              "foreign_keys": [[7, 1]]}]
            """;

    private static final String SCHOOL_TABLES = """
            [{"db_id": "school",
              "table_names_original": ["student", "enrollment"],
              "column_names_original": [[-1, "*"], [0, "student_id"], [0, "full_name"], [0, "major"], [0, "grade"],
                                        [1, "enrollment_id"], [1, "student_id"], [1, "course"], [1, "score"]],
              "column_types": ["text", "number", "text", "text", "number", "number", "number", "text", "number"],
              "primary_keys": [1, 5],
              "foreign_keys": [[6, 1]]}]
            """;

    /**
     * One table a question can ask about: its name and a misspelling of it, the columns a query can
     * select (each with a misspelling), and the numeric column the filter compares.
     */
    private record Subject(String db, String table, String misspeltTable, String[][] columns, String numeric) {
    }

    private static final List<Subject> SUBJECTS = List.of(
            new Subject(MUSIC, "singer", "singr",
                    new String[][] {{"name", "nme"}, {"country", "contry"}, {"singer_id", "singerid"}}, "age"),
            new Subject(MUSIC, "concert", "concrt",
                    new String[][] {{"concert_name", "concert_nam"}, {"singer_id", "singer_idd"}, {"concert_id", "concertid"}},
                    "year"),
            new Subject(SCHOOL, "student", "studnt",
                    new String[][] {{"full_name", "fullname"}, {"major", "majr"}, {"student_id", "studentid"}}, "grade"),
            new Subject(SCHOOL, "enrollment", "enrolment",
                    new String[][] {{"course", "cours"}, {"student_id", "student"}, {"enrollment_id", "enroll_id"}},
                    "score"));

    private TwoDatabases() {
    }

    /** Writes {@code music.json} and {@code school.json} into {@code dir}; returns them in that order. */
    static List<Path> writeTables(Path dir) throws IOException {
        Path music = Files.writeString(dir.resolve("music.json"), MUSIC_TABLES, StandardCharsets.UTF_8);
        Path school = Files.writeString(dir.resolve("school.json"), SCHOOL_TABLES, StandardCharsets.UTF_8);
        return List.of(music, school);
    }

    /**
     * For each of {@code constants} filter constants from {@code firstConstant} on, and each selectable
     * column: the right prediction, a misspelt column, a misspelt table and a changed literal. Distinct
     * constant ranges give disjoint pair sets (a training and a held-out file).
     */
    static List<String> pairLines(int firstConstant, int constants) {
        List<String> lines = new ArrayList<>();
        for (int k = firstConstant; k < firstConstant + constants; k++) {
            for (Subject subject : SUBJECTS) {
                for (String[] column : subject.columns()) {
                    String where = " WHERE " + subject.numeric() + " > ";
                    String gold = "SELECT " + column[0] + " FROM " + subject.table() + where + k;
                    lines.add(line(subject.db(), gold, gold));
                    lines.add(line(subject.db(), gold, "SELECT " + column[1] + " FROM " + subject.table() + where + k));
                    lines.add(line(subject.db(), gold, "SELECT " + column[0] + " FROM " + subject.misspeltTable() + where + k));
                    lines.add(line(subject.db(), gold, "SELECT " + column[0] + " FROM " + subject.table() + where + (k + 7)));
                }
            }
        }
        return lines;
    }

    /** The {@code lines} on {@code db}. */
    static List<String> on(String db, List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("{\"db_id\":\"" + db + "\"")).toList();
    }

    static String line(String db, String gold, String predicted) {
        Map<String, String> pair = new LinkedHashMap<>();
        pair.put("db_id", db);
        pair.put("gold", gold);
        pair.put("predicted", predicted);
        try {
            return JSON.writeValueAsString(pair);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path file, List<String> lines) {
        try {
            return Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
