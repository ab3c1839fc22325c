package io.nlguard.cli.selection;

import io.nlguard.model.calibrate.IsotonicCalibration;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Isotonic calibration of the chosen candidate's raw score, out of fold by database: a question's
 * confidence comes from a fit on the other databases' questions only. A question without a choice has
 * confidence 0.
 */
public final class FoldedCalibration {

    private FoldedCalibration() {
    }

    /** Each question's out-of-fold confidence, in the given order. */
    public static double[] outOfFold(List<MeasuredQuestion> questions) {
        double[] confidence = new double[questions.size()];
        Set<String> databases = new LinkedHashSet<>();
        questions.forEach(q -> databases.add(q.outcome().dbId()));
        for (String db : databases) {
            IsotonicCalibration fit = fit(questions.stream().filter(q -> !q.outcome().dbId().equals(db)).toList());
            for (int i = 0; i < questions.size(); i++) {
                MeasuredQuestion q = questions.get(i);
                if (q.outcome().dbId().equals(db)) {
                    confidence[i] = q.chosen() < 0 || fit == null ? 0 : fit.apply(q.chosenScore());
                }
            }
        }
        return confidence;
    }

    /** The fit on all the questions that have a choice; null when none has. */
    public static IsotonicCalibration fit(List<MeasuredQuestion> questions) {
        List<MeasuredQuestion> chosen = new ArrayList<>(questions.stream().filter(q -> q.chosen() >= 0).toList());
        if (chosen.isEmpty()) {
            return null;
        }
        double[] scores = chosen.stream().mapToDouble(MeasuredQuestion::chosenScore).toArray();
        boolean[] right = new boolean[chosen.size()];
        for (int i = 0; i < right.length; i++) {
            right[i] = chosen.get(i).chosenRight();
        }
        return IsotonicCalibration.fit(scores, right);
    }
}
