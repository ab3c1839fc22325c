package io.nlguard.nl.select;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * A selector learned on the questions of other databases: a LightGBM model (text format, trained by
 * {@code nlguard corpus learned-selector}) scores each candidate's {@link SignalFeatures} vector in pure Java,
 * no native library at run time. The best passing candidate wins ({@link BestPassing}); its raw score goes
 * through a sigmoid to 0..1 (the model's probability for a binary model) and then through the
 * {@link Calibration}.
 */
public final class LearnedSelector implements Selector {

    private final GbdtModel model;
    private final Calibration calibration;

    /**
     * @throws IllegalArgumentException when the model's features are not the first of {@link SignalFeatures#NAMES}
     *                                  in order: a model reads its features by position
     */
    public LearnedSelector(GbdtModel model, Calibration calibration) {
        List<String> names = model.featureNames();
        if (names.size() > SignalFeatures.NAMES.size() || !SignalFeatures.NAMES.subList(0, names.size()).equals(names)) {
            throw new IllegalArgumentException("the selector model's features " + names
                    + " are not the first of the signal features " + SignalFeatures.NAMES);
        }
        this.model = model;
        this.calibration = calibration;
    }

    /**
     * A model file with a calibration ({@link Calibration#UNCALIBRATED}: the sigmoid of the raw score; the
     * command that trains the model writes the fitted one beside it).
     */
    public static LearnedSelector read(Path modelFile, Calibration calibration) throws IOException {
        return new LearnedSelector(LightGbmTextModel.read(modelFile), calibration);
    }

    public static LearnedSelector read(InputStream modelText, Calibration calibration) throws IOException {
        return new LearnedSelector(LightGbmTextModel.read(modelText), calibration);
    }

    /** One candidate's raw score: higher is more likely right. */
    public double score(CandidateSignals s) {
        return model.rawScore(Arrays.copyOf(SignalFeatures.of(s), model.featureCount()));
    }

    /** A raw score on 0..1, before the calibration. */
    static double sigmoid(double raw) {
        return 1 / (1 + Math.exp(-raw));
    }

    @Override
    public Selection select(List<CandidateSignals> candidates) {
        List<Double> scores = new ArrayList<>(candidates.size());
        candidates.forEach(c -> scores.add(score(c)));
        OptionalInt chosen = BestPassing.index(candidates, scores);
        double confidence = chosen.isPresent() ? calibration.probability(sigmoid(scores.get(chosen.getAsInt()))) : 0;
        return new Selection(chosen, scores, confidence);
    }

    @Override
    public Calibration calibration() {
        return calibration;
    }
}
