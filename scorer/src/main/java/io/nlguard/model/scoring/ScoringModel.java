package io.nlguard.model.scoring;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.context.ContextStage;
import io.nlguard.model.inference.CompiledModel;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * A model as the scorer uses it: the trees, their context stage and calibration (both optional), and
 * where each of the model's features is in the guard's feature row. Features are matched by name, so a
 * model keeps working when features are added to the guard; one the guard no longer computes is an error.
 */
public final class ScoringModel {

    static final String BUNDLED = "default-model.txt";

    private final String id;
    private final GbdtModel gbdt;
    private final ContextStage context;
    private final Calibrator calibrator;
    private final int[] columnOf;
    private final boolean identity;

    ScoringModel(String id, GbdtModel gbdt, GbdtModel contextModel, Calibrator calibrator) {
        this.id = id;
        this.gbdt = gbdt;
        this.context = contextModel == null ? null : ContextStage.of(contextModel, NodeFeatures.names());
        this.calibrator = calibrator;
        List<String> names = gbdt.featureNames();
        this.columnOf = new int[names.size()];
        boolean same = names.size() == NodeFeatures.width();
        for (int f = 0; f < names.size(); f++) {
            int column = NodeFeatures.names().indexOf(names.get(f));
            if (column < 0) {
                throw new IllegalArgumentException("the model uses feature '" + names.get(f)
                        + "', which this version of the guard does not compute; retrain it with 'nlguard train'");
            }
            columnOf[f] = column;
            same &= column == f;
        }
        this.identity = same;
    }

    /**
     * The model bundled with this module: the form the build compiled from its text ({@link CompiledModel}) when the
     * class path has it, which a fresh JVM reads in a few milliseconds instead of about a hundred, else the text.
     */
    public static ScoringModel bundled() throws IOException {
        try (InputStream compiled = resource(ModelFiles.compiledName(BUNDLED));
             InputStream context = resource(ModelFiles.contextName(BUNDLED));
             InputStream calibration = resource(ModelFiles.calibrationName(BUNDLED))) {
            return new ScoringModel("nlguard default model",
                    compiled != null ? CompiledModel.read(compiled) : bundledText(),
                    context == null ? null : LightGbmTextModel.read(context),
                    calibration == null ? null : Calibrator.parse(text(calibration)));
        }
    }

    /** The bundled model read from its text, as in a build that did not compile it (an IDE's, say). */
    static GbdtModel bundledText() throws IOException {
        try (InputStream model = resource(BUNDLED)) {
            if (model == null) {
                throw new IOException("no " + BUNDLED + " on the class path");
            }
            return LightGbmTextModel.read(model);
        }
    }

    /** A model file written by {@code nlguard train}, with its context stage and calibration next to it if it has them. */
    public static ScoringModel read(Path file) throws IOException {
        Path context = file.resolveSibling(ModelFiles.contextName(file.getFileName().toString()));
        Path calibration = file.resolveSibling(ModelFiles.calibrationName(file.getFileName().toString()));
        return new ScoringModel("model " + file.getFileName(), LightGbmTextModel.read(file),
                Files.isReadable(context) ? LightGbmTextModel.read(context) : null,
                Files.isReadable(calibration) ? Calibrator.parse(Files.readString(calibration, StandardCharsets.UTF_8)) : null);
    }

    private static String text(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    private static InputStream resource(String name) {
        return ScoringModel.class.getResourceAsStream(name);
    }

    /** The calibrated probability of every node of a statement, scored together (see {@link GbdtModel#probabilities}). */
    double[] probabilities(FeatureMatrix features) {
        return features.readRows((rows, count, width) -> probabilities(rows, count));
    }

    /** One statement's nodes: the first stage, then the context stage over its probabilities, then the calibration. */
    private double[] probabilities(double[] guardRows, int count) {
        double[] out = firstStage(guardRows, count);
        if (context != null) {
            context.probabilities(guardRows, 0, NodeFeatures.width(), out, out);
        }
        for (int i = 0; i < count; i++) {
            out[i] = calibrated(out[i]);
        }
        return out;
    }

    /**
     * The first stage's probability of each of {@code count} row-major rows in the guard's feature order,
     * all in one batch; training's evaluation scores whole datasets with it ({@link #context()} and
     * {@link #calibrator()} are the other two steps).
     */
    public double[] firstStage(double[] guardRows, int count) {
        double[] out = new double[count];
        gbdt.probabilities(inModelOrder(guardRows, count), count, out);
        return out;
    }

    /** Row-major rows of the guard's features, as rows of the model's features (the same array when they agree). */
    double[] inModelOrder(double[] guardRows, int count) {
        if (identity) {
            return guardRows;
        }
        int guardWidth = NodeFeatures.width();
        double[] rows = new double[count * columnOf.length];
        for (int r = 0; r < count; r++) {
            for (int f = 0; f < columnOf.length; f++) {
                rows[r * columnOf.length + f] = guardRows[r * guardWidth + columnOf[f]];
            }
        }
        return rows;
    }

    public String id() {
        return id;
    }

    GbdtModel gbdt() {
        return gbdt;
    }

    /** The context stage, null when the model has none. */
    public ContextStage context() {
        return context;
    }

    /** The calibration, null when the model is not calibrated. */
    public Calibrator calibrator() {
        return calibrator;
    }

    private double calibrated(double probability) {
        return calibrator == null ? probability : calibrator.apply(probability);
    }
}
