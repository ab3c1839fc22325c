package io.nlguard.model.scoring;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;
import io.nlguard.model.train.NodeDataset;

/**
 * A model as the scorer uses it: the trees, their calibration (optional), and where each of the
 * model's features is in the guard's feature row. Features are matched by name, so a model keeps
 * working when features are added to the guard; one the guard no longer computes is an error.
 */
public final class ScoringModel {

    static final String BUNDLED = "default-model.txt";

    private final String id;
    private final GbdtModel gbdt;
    private final Calibrator calibrator;
    private final int[] columnOf;
    private final boolean identity;

    ScoringModel(String id, GbdtModel gbdt, Calibrator calibrator) {
        this.id = id;
        this.gbdt = gbdt;
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

    /** The model bundled with this module. */
    public static ScoringModel bundled() throws IOException {
        try (InputStream model = resource(BUNDLED); InputStream calibration = resource(ModelFiles.calibrationName(BUNDLED))) {
            if (model == null) {
                throw new IOException("no " + BUNDLED + " on the class path");
            }
            return new ScoringModel("nlguard default model",
                    LightGbmTextModel.read(model),
                    calibration == null ? null : ModelFiles.parseCalibration(LightGbmNodeScorer.text(calibration)));
        }
    }

    /** A model file written by {@code nlguard train}, with its calibration next to it if there is one. */
    public static ScoringModel read(Path file) throws IOException {
        Path calibration = file.resolveSibling(ModelFiles.calibrationName(file.getFileName().toString()));
        return new ScoringModel("model " + file.getFileName(), LightGbmTextModel.read(file),
                Files.isReadable(calibration) ? ModelFiles.parseCalibration(LightGbmNodeScorer.text(calibration)) : null);
    }

    private static InputStream resource(String name) {
        return ScoringModel.class.getResourceAsStream(name);
    }

    /** The calibrated probability of every node of a statement, scored together (see {@link GbdtModel#probabilities}). */
    double[] probabilities(FeatureMatrix features) {
        int n = features.rows();
        double[] rows;
        if (identity) {
            rows = features.toArray();
        } else {
            rows = new double[n * columnOf.length];
            for (int node = 0; node < n; node++) {
                for (int f = 0; f < columnOf.length; f++) {
                    rows[node * columnOf.length + f] = features.get(node, columnOf[f]);
                }
            }
        }
        double[] out = new double[n];
        gbdt.probabilities(rows, n, out);
        for (int i = 0; i < n; i++) {
            out[i] = calibrated(out[i]);
        }
        return out;
    }

    /** The calibrated probability of every row of a dataset (rows in the guard's feature order). */
    public double[] probabilities(NodeDataset data) {
        double[] guardRow = new double[data.width()];
        double[] row = new double[gbdt.featureCount()];
        double[] out = new double[data.rows()];
        for (int i = 0; i < out.length; i++) {
            data.copyRow(i, guardRow);
            for (int f = 0; f < columnOf.length; f++) {
                row[f] = guardRow[columnOf[f]];
            }
            out[i] = calibrated(gbdt.probability(row));
        }
        return out;
    }

    public String id() {
        return id;
    }

    GbdtModel gbdt() {
        return gbdt;
    }

    /** The node's features in the model's order. */
    void row(FeatureMatrix features, int node, double[] into) {
        if (identity) {
            features.copyRow(node, into);
            return;
        }
        for (int f = 0; f < columnOf.length; f++) {
            into[f] = features.get(node, columnOf[f]);
        }
    }

    double calibrated(double probability) {
        return calibrator == null ? probability : calibrator.apply(probability);
    }
}
