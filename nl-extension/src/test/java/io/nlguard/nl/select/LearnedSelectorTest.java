package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

import com.microsoft.ml.lightgbm.PredictionType;
import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.model.inference.LightGbmTextModel;
import io.nlguard.model.select.SelectorModel;
import io.nlguard.model.select.SelectorObjective;
import io.nlguard.model.select.SelectorParameters;
import io.nlguard.model.select.SelectorTrainer;
import io.nlguard.model.select.SignalQuestion;
import io.nlguard.model.select.SignalRow;
import org.junit.jupiter.api.Test;

/** A selector model trained by LightGBM4j on synthetic signals, read and applied in pure Java. */
class LearnedSelectorTest {

    private static final ResultStatus[] RESULTS = ResultStatus.values();

    /** Questions of six databases; a candidate is right when it fits the question's shape well. */
    private final List<List<CandidateSignals>> questions = questions(300, new SplittableRandom(5));

    private static List<List<CandidateSignals>> questions(int count, SplittableRandom random) {
        List<List<CandidateSignals>> out = new ArrayList<>();
        for (int q = 0; q < count; q++) {
            List<CandidateSignals> candidates = new ArrayList<>();
            int n = 2 + random.nextInt(4);
            for (int c = 0; c < n; c++) {
                candidates.add(new CandidateSignals("SELECT " + q + "_" + c, random.nextDouble() < 0.1,
                        random.nextInt(3), random.nextDouble(), random.nextDouble() / 2, random.nextDouble() < 0.95,
                        random.nextDouble() < 0.2 ? Double.NaN : 1 + 10 * random.nextDouble(),
                        RESULTS[random.nextInt(RESULTS.length)], random.nextDouble() < 0.1, random.nextDouble(),
                        1 + random.nextInt(4), random.nextDouble(), random.nextDouble() < 0.5 ? Double.NaN
                        : random.nextDouble(), Double.NaN, 1 + random.nextInt(3)));
            }
            out.add(candidates);
        }
        return out;
    }

    private static boolean right(CandidateSignals s) {
        return s.shapeFit() > 0.6;
    }

    private SelectorModel train(SelectorObjective objective) {
        List<SignalQuestion> rows = new ArrayList<>();
        for (int q = 0; q < questions.size(); q++) {
            List<SignalRow> candidates = questions.get(q).stream().map(s -> new SignalRow(s.sql(), s.votes(), s.passes(),
                    right(s), HandMadeSelector.score(s), SignalFeatures.of(s))).toList();
            rows.add(new SignalQuestion("synthetic", q, "db" + q % 6, candidates));
        }
        return SelectorTrainer.train(rows, SignalFeatures.NAMES, SelectorParameters.of(objective));
    }

    private static LearnedSelector selector(SelectorModel model) throws IOException {
        return LearnedSelector.read(new ByteArrayInputStream(model.text().getBytes(StandardCharsets.UTF_8)),
                Calibration.UNCALIBRATED);
    }

    @Test
    void pureJavaScoresAgreeWithLightGbmsOwn() throws IOException, LGBMException {
        int width = SignalFeatures.NAMES.size();
        List<CandidateSignals> all = questions.stream().flatMap(List::stream).toList();
        double[] matrix = new double[all.size() * width];
        for (int i = 0; i < all.size(); i++) {
            System.arraycopy(SignalFeatures.of(all.get(i)), 0, matrix, i * width, width);
        }
        for (SelectorObjective objective : SelectorObjective.values()) {
            SelectorModel model = train(objective);
            LearnedSelector selector = selector(model);
            try (LGBMBooster booster = LGBMBooster.loadModelFromString(model.text())) {
                double[] expected = booster.predictForMat(matrix, all.size(), width, true,
                        PredictionType.C_API_PREDICT_RAW_SCORE);
                double spread = 0;
                for (int i = 0; i < all.size(); i++) {
                    assertEquals(expected[i], selector.score(all.get(i)), 1e-6, objective + " row " + i);
                    spread = Math.max(spread, Math.abs(expected[i] - expected[0]));
                }
                assertTrue(spread > 0.1, objective + ": the model learned something, spread " + spread);
            }
        }
    }

    @Test
    void theChoiceDoesNotDependOnTheOrderOfTheCandidates() throws IOException {
        LearnedSelector selector = selector(train(SelectorObjective.BINARY));
        Random shuffle = new Random(3);
        for (List<CandidateSignals> question : questions.subList(0, 60)) {
            List<CandidateSignals> withTwin = new ArrayList<>(question);
            CandidateSignals first = question.get(0);
            // the same signals under another text: equal scores, the first text in code-point order wins
            withTwin.add(new CandidateSignals("SELECT 0 " + first.sql(), first.blocked(), first.warnings(), first.maxRisk(),
                    first.meanRisk(), first.explainOk(), first.relativeCost(), first.result(), first.cut(),
                    first.clusterShare(), first.clusterSize(), first.shapeFit(), first.schemaAdherence(),
                    first.joinMatch(), first.votes()));
            Selection reference = selector.select(withTwin);
            String chosen = reference.chosen().isPresent() ? withTwin.get(reference.chosen().getAsInt()).sql() : null;
            for (int k = 0; k < 5; k++) {
                List<CandidateSignals> permuted = new ArrayList<>(withTwin);
                Collections.shuffle(permuted, shuffle);
                Selection selection = selector.select(permuted);
                assertEquals(chosen, selection.chosen().isPresent() ? permuted.get(selection.chosen().getAsInt()).sql() : null);
                assertEquals(reference.confidence(), selection.confidence(), 0.0);
                for (int i = 0; i < permuted.size(); i++) {
                    assertEquals(reference.scores().get(withTwin.indexOf(permuted.get(i))), selection.scores().get(i), 0.0);
                }
            }
        }
    }

    @Test
    void choosesOnlyPassingCandidatesAndAbstainsWhenNonePasses() throws IOException {
        LearnedSelector selector = selector(train(SelectorObjective.BINARY));
        int chose = 0;
        for (List<CandidateSignals> question : questions) {
            Selection selection = selector.select(question);
            if (question.stream().noneMatch(CandidateSignals::passes)) {
                assertTrue(selection.chosen().isEmpty());
                assertEquals(0.0, selection.confidence());
            } else {
                assertTrue(question.get(selection.chosen().getAsInt()).passes());
                assertTrue(selection.confidence() > 0 && selection.confidence() < 1);
                chose++;
            }
        }
        assertTrue(chose > 0);
        List<CandidateSignals> blocked = questions.get(0).stream().map(s -> new CandidateSignals(s.sql(), true,
                s.warnings(), s.maxRisk(), s.meanRisk(), s.explainOk(), s.relativeCost(), s.result(), s.cut(),
                s.clusterShare(), s.clusterSize(), s.shapeFit(), s.schemaAdherence(), s.joinMatch(), s.votes())).toList();
        Selection none = selector.select(blocked);
        assertTrue(none.chosen().isEmpty());
        assertEquals(blocked.size(), none.scores().size());
        assertEquals(0.0, none.confidence());
    }

    @Test
    void confidenceIsTheCalibratedSigmoidOfTheChosenScore() throws IOException {
        SelectorModel model = train(SelectorObjective.LAMBDARANK);
        Calibration platt = new Calibration() {
            @Override
            public double probability(double score) {
                return 1 / (1 + Math.exp(-4 * score + 2));
            }

            @Override
            public boolean calibrated() {
                return true;
            }

            @Override
            public String describe() {
                return "a test's Platt map";
            }
        };
        LearnedSelector selector = new LearnedSelector(LightGbmTextModel.parse(model.text()), platt);
        Selection selection = selector.select(questions.get(1));
        double raw = selection.scores().get(selection.chosen().getAsInt());
        assertEquals(platt.probability(1 / (1 + Math.exp(-raw))), selection.confidence(), 1e-12);
    }

    @Test
    void refusesAModelOfOtherFeatures() {
        SelectorModel model = train(SelectorObjective.BINARY);
        String renamed = model.text().replace("feature_names=blocked warnings", "feature_names=warnings blocked");
        assertThrows(IllegalArgumentException.class,
                () -> new LearnedSelector(LightGbmTextModel.parse(renamed), Calibration.UNCALIBRATED));
    }
}
