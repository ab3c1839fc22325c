package io.nlguard.model.select;

import java.util.ArrayList;
import java.util.List;

import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMDataset;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * Trains a selector model with LightGBM4j on the passing candidates of some questions (the others are never
 * chosen, so what the model says of them does not matter), label = right, one query group per question.
 * Nothing about a candidate's position or the system that wrote it goes in: only its signal vector.
 */
public final class SelectorTrainer {

    private SelectorTrainer() {
    }

    public static SelectorModel train(List<SignalQuestion> questions, List<String> featureNames,
                                      SelectorParameters parameters) {
        int width = featureNames.size();
        List<double[]> rows = new ArrayList<>();
        List<Float> labels = new ArrayList<>();
        List<Integer> groups = new ArrayList<>();
        for (SignalQuestion q : questions) {
            List<SignalRow> passing = q.passing();
            if (passing.isEmpty()) {
                continue;
            }
            for (SignalRow r : passing) {
                if (r.features().length != width) {
                    throw new IllegalArgumentException("question " + q.id() + " of " + q.set() + " has "
                            + r.features().length + " features, the selector names " + width);
                }
                rows.add(r.features());
                labels.add(r.right() ? 1f : 0f);
            }
            groups.add(passing.size());
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no passing candidate to train on");
        }
        double[] matrix = new double[rows.size() * width];
        for (int i = 0; i < rows.size(); i++) {
            System.arraycopy(rows.get(i), 0, matrix, i * width, width);
        }
        float[] label = new float[labels.size()];
        for (int i = 0; i < label.length; i++) {
            label[i] = labels.get(i);
        }
        return train(matrix, rows.size(), featureNames, label, groups.stream().mapToInt(Integer::intValue).toArray(),
                parameters);
    }

    private static SelectorModel train(double[] matrix, int count, List<String> names, float[] labels, int[] groups,
                                       SelectorParameters parameters) {
        try (LGBMDataset dataset = LGBMDataset.createFromMat(matrix, count, names.size(), true,
                parameters.datasetParameters(), null)) {
            dataset.setFeatureNames(names.toArray(String[]::new));
            dataset.setField("label", labels);
            if (parameters.objective().ranking()) {
                dataset.setField("group", groups);
            }
            try (LGBMBooster booster = LGBMBooster.create(dataset, parameters.toLightGbm())) {
                for (int i = 0; i < parameters.trees(); i++) {
                    if (booster.updateOneIter()) {
                        break; // nothing more to split on
                    }
                }
                String text = booster.saveModelToString(0, 0, LGBMBooster.FeatureImportanceType.GAIN);
                double[] gains = booster.featureImportance(0, LGBMBooster.FeatureImportanceType.GAIN);
                return new SelectorModel(text, LightGbmTextModel.parse(text), List.copyOf(names), gains);
            }
        } catch (LGBMException e) {
            throw new IllegalStateException("LightGBM failed to train the selector: " + e.getMessage(), e);
        }
    }
}
