package io.nlguard.cli.model;

import io.nlguard.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code nlguard train} and {@code nlguard eval} in-process on {@link TwoDatabases}: three models are
 * trained once (the paper's setting uncalibrated, the default compact one calibrated, the compact one
 * with a context stage) and evaluated on held-out pairs.
 */
class TrainAndEvalCommandTest {

    private static final Pattern AUC_ALL = Pattern.compile("AUC_all=(0\\.\\d{4})");

    @TempDir
    static Path dir;

    private static Path music;
    private static Path school;
    private static List<String> trainingLines;
    private static List<String> heldOutLines;
    private static Path training;
    private static Path heldOut;
    private static CliRun paperRun;
    private static CliRun compactRun;
    private static CliRun contextRun;

    @BeforeAll
    static void trainBothModels() throws IOException {
        List<Path> tables = TwoDatabases.writeTables(dir);
        music = tables.get(0);
        school = tables.get(1);
        trainingLines = TwoDatabases.pairLines(10, 8);
        heldOutLines = TwoDatabases.pairLines(500, 3);
        training = TwoDatabases.write(dir.resolve("training.jsonl"), trainingLines);
        heldOut = TwoDatabases.write(dir.resolve("held-out.jsonl"), heldOutLines);
        paperRun = train(model("paper"), "--setting", "paper", "--no-calibration");
        compactRun = train(model("compact"));
        contextRun = train(model("context"), "--setting", "context");
    }

    private static Path model(String name) {
        return dir.resolve(name + ".txt");
    }

    private static Path calibration(String name) {
        return dir.resolve(name + ".calibration.txt");
    }

    /** train on both databases' schemas (two --tables) and the training pairs. */
    private static CliRun train(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("train", "--tables", music.toString(), "--tables", school.toString(),
                "--pairs", training.toString(), "--out", out.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static CliRun eval(String modelName, Path pairs, Path... tables) {
        List<String> args = new ArrayList<>(List.of("eval", "--model", model(modelName).toString(), "--pairs", pairs.toString()));
        for (Path t : tables) {
            args.add("--tables");
            args.add(t.toString());
        }
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void trainsIntoADirectoryNotYetThereAndSaysWhatItIsDoing() {
        Path out = dir.resolve("not/yet/there/model.txt");
        CliRun run = train(out, "--setting", "paper", "--no-calibration");
        assertEquals(0, run.exitCode(), run.both());
        assertTrue(Files.isRegularFile(out), run.both());
        assertTrue(run.err().contains("labelling and featurizing: done in "), run.err());
        assertTrue(run.err().contains("training: done in "), run.err());
    }

    @Test
    void fixtureFilesAreWhatTheTestsAssume() {
        // 8 constants x 12 selectable columns x 4 predictions; held out: 3 constants.
        assertEquals(384, trainingLines.size());
        assertEquals(144, heldOutLines.size());
        assertEquals(72, TwoDatabases.on(TwoDatabases.SCHOOL, heldOutLines).size());
    }

    @Test
    void trainsThePapersSettingWithoutCalibration() throws IOException {
        assertEquals(0, paperRun.exitCode(), paperRun.both());
        assertTrue(Files.readString(model("paper")).startsWith("tree\n"), "a LightGBM text model");
        assertFalse(Files.exists(calibration("paper")), "--no-calibration writes no calibration");
        assertFalse(paperRun.out().contains("calibration:"), paperRun.out());
        assertTrue(paperRun.out().contains("use it with nlguard.model=" + model("paper").toAbsolutePath()), paperRun.out());
        assertTrue(paperRun.err().contains("384 pairs on 2 databases"), "both --tables files are read: " + paperRun.err());
        assertTrue(paperRun.err().contains("384 pairs: 384 used"), paperRun.err());
        assertTrue(paperRun.err().contains("training paper"), paperRun.err());
    }

    @Test
    void trainsTheCompactSettingWithCalibrationByDefault() throws IOException {
        assertEquals(0, compactRun.exitCode(), compactRun.both());
        assertTrue(Files.readString(model("compact")).startsWith("tree\n"), "a LightGBM text model");
        assertTrue(Files.size(calibration("compact")) > 0, "the calibration is written beside the model");
        assertTrue(compactRun.out().contains("calibration: " + calibration("compact")), compactRun.out());
        assertFalse(Files.exists(dir.resolve("compact.context.txt")), "the shipped setting has no context stage");
        assertTrue(compactRun.out().contains("use it with nlguard.model=" + model("compact").toAbsolutePath()),
                compactRun.out());
        assertTrue(compactRun.err().contains("training compact"), compactRun.err());
        assertTrue(compactRun.err().contains("calibrating"), compactRun.err());
        assertNotEquals(Files.readString(model("paper")), Files.readString(model("compact")), "different settings");
    }

    @Test
    void trainsTheContextSettingWithItsContextStageBesideTheModel() throws IOException {
        assertEquals(0, contextRun.exitCode(), contextRun.both());
        Path context = dir.resolve("context.context.txt");
        assertTrue(Files.readString(context).startsWith("tree\n"), "the context stage, a LightGBM text model, beside it");
        assertTrue(contextRun.out().contains("context stage: " + context), contextRun.out());
        assertTrue(Files.size(calibration("context")) > 0);
        assertTrue(contextRun.err().contains("training compact + context stage"), contextRun.err());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"paper", "compact", "context"})
    void evaluatesAModelOnHeldOutPairs(String modelName) {
        CliRun run = eval(modelName, heldOut, music, school);

        assertEquals(0, run.exitCode(), run.both());
        assertTrue(run.out().contains("Pairs: 144 pairs: 144 used"), run.out());
        assertTrue(Pattern.compile("^\\| Node Type +\\| +Prop\\. \\| Prop\\. False \\| +AUC \\|$", Pattern.MULTILINE)
                .matcher(run.out()).find(), run.out());
        for (String type : List.of("All", "Column", "Table")) {
            assertTrue(Pattern.compile("^\\| " + type + " +\\|", Pattern.MULTILINE).matcher(run.out()).find(),
                    type + " row in\n" + run.out());
        }
        assertTrue(run.out().contains("Query-level AUC (144 queries): "), run.out());
        assertTrue(run.out().contains("ECE (10 bins): "), run.out());
        Matcher nodes = Pattern.compile("Nodes: (\\d+), wrong: (\\d+)").matcher(run.out());
        Matcher large = Pattern.compile("Mean probability ([\\d.]+)%, wrong nodes ([\\d.]+)%; ECE with the mean moved"
                + " onto that share: ([\\d.]+)").matcher(run.out());
        assertTrue(nodes.find() && large.find(), run.out());
        assertEquals(100.0 * Long.parseLong(nodes.group(2)) / Long.parseLong(nodes.group(1)),
                Double.parseDouble(large.group(2)), 0.005, "the share of the nodes counted above");
        double mean = Double.parseDouble(large.group(1));
        assertTrue(mean > 0 && mean < 100, run.out());
        Matcher last = AUC_ALL.matcher(run.lastLine());
        assertTrue(last.matches(), "last line: " + run.lastLine());
        double auc = Double.parseDouble(last.group(1));
        assertTrue(auc > 0.7, "misspelt names are learnable, AUC_all " + auc);
        Matcher interval = Pattern.compile("AUC over all nodes: ([\\d.]+)%, 95% interval ([\\d.]+)% – ([\\d.]+)%")
                .matcher(run.out());
        assertTrue(interval.find(), run.out());
        double low = Double.parseDouble(interval.group(2)) / 100;
        double high = Double.parseDouble(interval.group(3)) / 100;
        assertTrue(low <= auc + 5e-5 && auc - 5e-5 <= high && low < high, "interval " + low + "–" + high + " around " + auc);
        assertEquals(auc, Double.parseDouble(interval.group(1)) / 100, 5e-5, "the same AUC as the last line");
    }

    @Test
    void evalReadsTheQuestionsOnlyWhenAskedTo() {
        // each held-out pair asked with its gold query's constant: a changed literal is one the question never states
        Pattern constant = Pattern.compile("> (\\d+)");
        List<String> askedLines = heldOutLines.stream().map(line -> {
            Matcher m = constant.matcher(line);
            assertTrue(m.find(), line);
            String question = "Which ones are over " + m.group(1) + "?";
            return line.substring(0, line.lastIndexOf('}')) + ", \"question\": \"" + question + "\"}";
        }).toList();
        Path asked = TwoDatabases.write(dir.resolve("asked.jsonl"), askedLines);
        String[] tables = {"--tables", music.toString(), "--tables", school.toString()};

        CliRun plain = CliRun.of(concat(new String[] {"eval", "--pairs", heldOut.toString()}, tables));
        CliRun ignored = CliRun.of(concat(new String[] {"eval", "--pairs", asked.toString()}, tables));
        CliRun read = CliRun.of(concat(new String[] {"eval", "--with-questions", "--pairs", asked.toString()}, tables));

        assertEquals(0, read.exitCode(), read.both());
        assertEquals(plain.out(), ignored.out(), "by default the questions change nothing");
        assertNotEquals(plain.out(), read.out(), "the shipped model reads them with --with-questions");
    }

    private static String[] concat(String[] first, String[] second) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(second));
        return all.toArray(String[]::new);
    }

    @Test
    void countsPairsOnADatabaseWithoutSchemaAsSkipped() {
        CliRun run = eval("paper", heldOut, music);

        assertEquals(0, run.exitCode(), run.both());
        assertTrue(run.out().contains("Pairs: 144 pairs: 72 used, 72 unknown database"), run.out());
        assertTrue(AUC_ALL.matcher(run.lastLine()).matches(), run.lastLine());
    }

    @Test
    void saysSoWhenNoPairHasASchema() {
        CliRun none = CliRun.of("train", "--tables", music.toString(), "--pairs",
                TwoDatabases.write(dir.resolve("school-only.jsonl"), TwoDatabases.on(TwoDatabases.SCHOOL, heldOutLines)).toString(),
                "--out", model("none").toString());

        assertEquals(2, none.exitCode(), none.both());
        assertTrue(none.err().contains("72 pairs: 0 used, 72 unknown database"), none.err());
        assertTrue(none.err().contains("nothing to train on"), none.err());
        assertFalse(Files.exists(model("none")), "nothing trained");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{\"db_id\": \"music\", \"gold\": \"SELECT 1\"", "{\"db_id\": \"music\", \"gold\": \"SELECT 1\"}"})
    void aBadPairsLineFailsNamingTheLine(String badLine) {
        Path pairs = TwoDatabases.write(dir.resolve("bad.jsonl"),
                List.of(trainingLines.get(0), trainingLines.get(1), badLine, trainingLines.get(2)));
        CliRun run = eval("paper", pairs, music, school);

        assertEquals(2, run.exitCode(), run.both());
        assertTrue(run.err().contains("bad.jsonl line 3"), run.err());
        assertFalse(run.err().contains("\tat "), "one line, no stack trace: " + run.err());
        assertFalse(run.out().contains("AUC_all"), run.out());
    }

    @Test
    void rejectsAnUnknownSettingNamingTheKnownOnes() {
        CliRun run = train(model("nonsense"), "--setting", "nonsense");

        assertEquals(2, run.exitCode(), run.both());
        assertTrue(run.err().contains("'nonsense'"), run.err());
        for (String setting : List.of("compact", "tuned", "paper")) {
            assertTrue(run.err().contains(setting), setting + " in " + run.err());
        }
        assertFalse(Files.exists(model("nonsense")), "nothing trained");
    }
}
