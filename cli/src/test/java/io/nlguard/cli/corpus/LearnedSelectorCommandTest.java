package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.cli.CliRun;
import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.calibrate.PlattScaling;
import io.nlguard.nl.select.Calibration;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.LearnedSelector;
import io.nlguard.nl.select.ResultStatus;
import io.nlguard.nl.select.Selection;
import io.nlguard.nl.select.SignalFeatures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nlguard corpus learned-selector} on a synthetic signals file. */
class LearnedSelectorCommandTest {

    private static final int SHAPE_FIT = SignalFeatures.NAMES.indexOf("shape_fit");

    /**
     * Two sets of questions on eight databases; a candidate is right when its shape fit is above 0.7, which
     * the hand-made score (in the file) only half follows.
     */
    private static void writeSignals(Path file) throws IOException {
        SplittableRandom random = new SplittableRandom(17);
        List<String> lines = new ArrayList<>();
        for (String set : List.of("strong", "mixed")) {
            for (int q = 0; q < 240; q++) {
                StringBuilder candidates = new StringBuilder();
                int count = 2 + random.nextInt(4);
                for (int c = 0; c < count; c++) {
                    double[] f = new double[SignalFeatures.NAMES.size()];
                    for (int i = 0; i < f.length; i++) {
                        f[i] = random.nextDouble();
                    }
                    boolean right = f[SHAPE_FIT] > 0.7;
                    double hand = 0.3 * f[SHAPE_FIT] + 0.7 * random.nextDouble();
                    StringBuilder features = new StringBuilder();
                    for (int i = 0; i < f.length; i++) {
                        features.append(i == 0 ? "" : ", ").append(i == 16 ? "null" : String.format(Locale.ROOT, "%.4f", f[i]));
                    }
                    candidates.append(c == 0 ? "" : ", ").append(String.format(Locale.ROOT,
                            "{\"sql\": \"SELECT %d\", \"votes\": 1, \"passes\": %s, \"right\": %s, \"score\": %.4f,"
                                    + " \"features\": [%s]}", c, random.nextDouble() < 0.9, right, hand, features));
                }
                lines.add(String.format(Locale.ROOT, "{\"set\": \"%s\", \"id\": %d, \"db_id\": \"db%d\", \"candidates\": [%s]}",
                        set, q, q % 8, candidates));
            }
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    @Test
    void measuresOutOfFoldAndWritesTheModelAndItsCalibration(@TempDir Path dir) throws IOException {
        Path signals = dir.resolve("signals.jsonl");
        writeSignals(signals);
        Path model = dir.resolve("selector-model.txt");
        Path report = dir.resolve("report.md");
        CliRun run = CliRun.of("corpus", "learned-selector", "--signals", signals.toString(), "--out", model.toString(),
                "--report", report.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(run.out(), Files.readString(report));
        assertTrue(run.out().contains("480 (set, question) rows of 8 databases, 8 folds grouped by database (one per database)"),
                run.out());
        Matcher pooled = Pattern.compile("\\| pooled \\| 480 \\| ([0-9.]+)% \\| ([0-9.]+)% \\| ([0-9.]+)% \\| \\+([0-9.]+) \\[\\+([0-9.]+),")
                .matcher(run.out());
        assertTrue(pooled.find(), run.out());
        assertTrue(Double.parseDouble(pooled.group(2)) > Double.parseDouble(pooled.group(1)) + 5, run.out());
        assertTrue(Double.parseDouble(pooled.group(5)) > 0, "the interval excludes no gain: " + run.out());
        assertTrue(run.out().contains("Pooled, the learned selector is better than the hand-made one out of fold"), run.out());
        assertTrue(run.out().contains("| shape_fit |"), run.out());
        assertTrue(run.out().contains("| strong | 240 |") && run.out().contains("| mixed | 240 |"), run.out());

        Calibrator calibrator = Calibrator.parse(Files.readString(LearnedSelectorCommand.calibrationFile(model)));
        PlattScaling platt = assertInstanceOf(PlattScaling.class, calibrator);
        assertTrue(platt.a() > 0, "confidence rises with the score: " + platt);
        LearnedSelector selector = LearnedSelector.read(model, Calibration.UNCALIBRATED);
        CandidateSignals fits = signals(0.95);
        CandidateSignals misfits = signals(0.05);
        Selection selection = selector.select(List.of(misfits, fits));
        assertEquals(1, selection.chosen().getAsInt(), "the deciding feature decides: " + selection.scores());
    }

    private static CandidateSignals signals(double shapeFit) {
        return new CandidateSignals("SELECT " + shapeFit, false, 0, 0.5, 0.5, true, 1, ResultStatus.OK, false, 0.5, 1,
                shapeFit, 0.5, Double.NaN, 1);
    }

    @Test
    void refusesOneFold(@TempDir Path dir) throws IOException {
        Path signals = dir.resolve("signals.jsonl");
        writeSignals(signals);
        CliRun run = CliRun.of("corpus", "learned-selector", "--signals", signals.toString(), "--folds", "1");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("--folds must be 0"), run.err());
    }
}
