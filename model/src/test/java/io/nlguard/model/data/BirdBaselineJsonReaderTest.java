package io.nlguard.model.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BirdBaselineJsonReaderTest {

    @TempDir
    Path dir;

    @Test
    void splitsTheBirdSeparatorAndReportsWhatCannotBeAligned() throws IOException {
        Path file = dir.resolve("predict_dev.json");
        Files.writeString(file, """
                {"1": "SELECT name\\tFROM singer\\t----- bird -----\\tconcert_singer",
                 "0": "SELECT 1\\t----- bird -----\\tpets_1",
                 "x": "SELECT 2",
                 "7": "SELECT 7\\t----- bird -----\\tpets_1",
                 "2": null}
                """);
        PredictionFile result = BirdBaselineJsonReader.read(file, "b/predict_dev", Benchmark.SPIDER_DEV, Fixtures.GOLD);
        assertEquals(List.of(new Prediction(Benchmark.SPIDER_DEV, "b/predict_dev", 1, "concert_singer", "SELECT name\tFROM singer")),
                result.predictions());
        assertEquals(List.of(
                new AlignmentProblem(-1, "key x is not a question index"),
                new AlignmentProblem(2, "value is NULL, not SQL text"),
                new AlignmentProblem(0, "names db pets_1 but the gold question is on concert_singer"),
                new AlignmentProblem(7, "no gold question with this index (gold has 3)")), result.problems());
    }
}
