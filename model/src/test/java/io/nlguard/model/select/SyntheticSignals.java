package io.nlguard.model.select;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Questions whose candidates' rightness one feature decides: a candidate is right when its {@link #DECIDING}
 * value is above 0.7, while the hand-made score in the file is noise that ignores it. Most candidates pass.
 */
final class SyntheticSignals {

    static final int WIDTH = 6;
    static final int DECIDING = 2;
    static final List<String> NAMES = IntStream.range(0, WIDTH).mapToObj(i -> "f" + i).toList();

    private SyntheticSignals() {
    }

    static List<SignalQuestion> questions(int databases, int perDatabase, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<SignalQuestion> out = new ArrayList<>();
        for (int d = 0; d < databases; d++) {
            for (int q = 0; q < perDatabase; q++) {
                int count = 2 + random.nextInt(4);
                double[][] features = new double[count][WIDTH];
                for (int c = 0; c < count; c++) {
                    for (int f = 0; f < WIDTH; f++) {
                        features[c][f] = f == 4 && random.nextDouble() < 0.2 ? Double.NaN : random.nextDouble();
                    }
                }
                List<SignalRow> rows = new ArrayList<>();
                for (int c = 0; c < count; c++) {
                    rows.add(new SignalRow("select " + d + "_" + q + "_" + c, 1, random.nextDouble() < 0.9,
                            features[c][DECIDING] > 0.7, random.nextDouble(), features[c]));
                }
                out.add(new SignalQuestion(d % 2 == 0 ? "even" : "odd", out.size(), "db" + d, rows));
            }
        }
        return out;
    }
}
