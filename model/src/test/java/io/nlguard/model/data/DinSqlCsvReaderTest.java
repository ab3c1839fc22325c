package io.nlguard.model.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DinSqlCsvReaderTest {

    @TempDir
    Path dir;

    @Test
    void readsQuotedFieldsAndChecksTheDatabaseColumn() throws IOException {
        Path file = dir.resolve("DIN-SQL.csv");
        Files.writeString(file, """
                NLQ,PREDICTED SQL,GOLD SQL,DATABASE
                How many singers?,SELECT count(*) FROM singer,SELECT count(*) FROM singer,concert_singer
                "Names, please","SELECT name,
                  ""x"" FROM singer",SELECT name FROM singer,concert_singer
                How many pets?,SELECT count(*) FROM pets,SELECT count(*) FROM pets,wrong_db
                """);
        PredictionFile result = DinSqlCsvReader.read(file, "din_sql/DIN-SQL", Benchmark.SPIDER_DEV, Fixtures.GOLD);
        assertEquals(List.of("SELECT count(*) FROM singer", "SELECT name,\n  \"x\" FROM singer"),
                result.predictions().stream().map(Prediction::sql).toList());
        assertEquals(List.of(new AlignmentProblem(2, "names db wrong_db but the gold question is on pets_1")), result.problems());
    }

    @Test
    void csvRowsHandleEmptyFieldsAndCrlf() {
        assertEquals(List.of(List.of("a", "", "c"), List.of("", "x,y")), CsvRows.parse("a,,c\r\n,\"x,y\"\r\n"));
    }
}
