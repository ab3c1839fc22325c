package io.nlguard.model.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinePredictionReaderTest {

    @TempDir
    Path dir;

    private PredictionFile read(byte[] content) throws IOException {
        Path file = dir.resolve("sys.sql");
        Files.write(file, content);
        return LinePredictionReader.read(file, "test/sys", Benchmark.SPIDER_DEV, Fixtures.GOLD);
    }

    private PredictionFile read(String content) throws IOException {
        return read(content.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void bareLinesAlignByPositionAndKeepTheirTabs() throws IOException {
        PredictionFile file = read("SELECT 1\nSELECT a\tFROM t\nSELECT 3"); // no final newline
        assertTrue(file.fullyAligned(), file.problems().toString());
        assertEquals(List.of("SELECT 1", "SELECT a\tFROM t", "SELECT 3"), file.predictions().stream().map(Prediction::sql).toList());
        assertEquals(new Prediction(Benchmark.SPIDER_DEV, "test/sys", 2, "pets_1", "SELECT 3"), file.predictions().get(2));
        assertEquals(StandardCharsets.UTF_8, file.charset());
    }

    @Test
    void dbSuffixesAreStrippedAndChecked() throws IOException {
        PredictionFile file = read("SELECT 1\tconcert_singer\nSELECT 2\tpets_1\nSELECT 3\tpets_1\n");
        assertEquals(List.of("SELECT 1", "SELECT 3"), file.predictions().stream().map(Prediction::sql).toList());
        assertEquals(List.of(new AlignmentProblem(1, "names db pets_1 but the gold question is on concert_singer")), file.problems());
    }

    @Test
    void extraAndMissingLinesAreReported() throws IOException {
        PredictionFile shorter = read("SELECT 1\n");
        assertEquals(List.of(1, 2), shorter.problems().stream().map(AlignmentProblem::index).toList());
        PredictionFile longer = read("a\nb\nc\nd\n");
        assertEquals(3, longer.predictions().size());
        assertEquals(List.of(new AlignmentProblem(3, "no gold question with this index (gold has 3)")), longer.problems());
    }

    @Test
    void aSuffixedFileReportsALineWithoutSuffix() throws IOException {
        PredictionFile file = read("SELECT 1\tconcert_singer\nSELECT 2\nSELECT 3\tpets_1\n");
        assertEquals(List.of(0, 2), file.predictions().stream().map(Prediction::index).toList());
        assertEquals(1, file.problems().size());
        assertEquals(1, file.problems().get(0).index());
    }

    @Test
    void fallsBackToLatin1ForInvalidUtf8() throws IOException {
        PredictionFile file = read("SELECT 'caf\u00e9'\nb\nc\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(StandardCharsets.ISO_8859_1, file.charset());
        assertEquals("SELECT 'caf\u00e9'", file.predictions().get(0).sql());
    }
}
