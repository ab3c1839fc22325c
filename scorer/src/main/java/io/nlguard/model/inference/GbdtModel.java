package io.nlguard.model.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A gradient-boosted tree ensemble with one output (binary or regression), evaluated in pure Java with
 * LightGBM's own decision semantics and order of summation, so scores match LightGBM's to rounding.
 * Scores come from {@code QuickScorer} where the model allows it (numerical splits of missing type None
 * or NaN, categorical splits, at most 64 leaves per tree: every model we train), else from walks over
 * {@code FlatForest}, the flattened trees that also serve the path contributions. Immutable and safe to
 * share between threads. Read one with {@link LightGbmTextModel}.
 */
public final class GbdtModel {

    /** Trees walked in lockstep by {@link #rawScore}: independent walks let the CPU overlap their loads. */
    private static final int LOCKSTEP = 4;
    /** More features than any guard computes: a compiled model claiming more is damaged. */
    private static final int MAX_FEATURES = 100_000;

    private final List<String> featureNames;
    private final Objective objective;
    private final FlatForest forest;
    /** Null when some tree has a split or a size QuickScorer does not take. */
    private final QuickScorer quickScorer;

    GbdtModel(List<String> featureNames, Objective objective, List<ParsedTree> trees) {
        this.featureNames = List.copyOf(featureNames);
        this.objective = objective;
        this.forest = FlatForest.of(trees);
        this.quickScorer = QuickScorer.of(trees);
    }

    private GbdtModel(List<String> featureNames, Objective objective, FlatForest forest, QuickScorer quickScorer) {
        this.featureNames = List.copyOf(featureNames);
        this.objective = objective;
        this.forest = forest;
        this.quickScorer = quickScorer;
    }

    /** Everything this model built from its trees, as {@link #read} takes it back ({@link CompiledModel}'s body). */
    void write(CompiledArrays.Out out) {
        out.integer(featureNames.size());
        for (String name : featureNames) {
            out.text(name);
        }
        out.text(objective.name());
        out.real(objective.sigmoid());
        forest.write(out);
        out.integer(quickScorer == null ? 0 : 1);
        if (quickScorer != null) {
            quickScorer.write(out);
        }
    }

    static GbdtModel read(CompiledArrays.In in) {
        int features = in.integer();
        if (features < 1 || features > MAX_FEATURES) {
            throw new IllegalArgumentException("compiled model: " + features + " features");
        }
        List<String> names = new ArrayList<>(features);
        for (int f = 0; f < features; f++) {
            names.add(in.text());
        }
        Objective objective = new Objective(in.text(), in.real());
        FlatForest forest = FlatForest.read(in);
        QuickScorer quick = in.integer() == 1 ? QuickScorer.read(in) : null;
        return new GbdtModel(names, objective, forest, quick);
    }

    /** The feature names of the training data, in row order. */
    public List<String> featureNames() {
        return featureNames;
    }

    /** The width a row must have: LightGBM's {@code max_feature_idx + 1}. */
    public int featureCount() {
        return featureNames.size();
    }

    public int treeCount() {
        return forest.roots.length;
    }

    /**
     * The sum of every tree's leaf output for this row, added in tree order from 0.0 as LightGBM's
     * {@code GBDT::PredictRaw} does. Missing values are {@code NaN}.
     *
     * @throws IllegalArgumentException if the row's width is not {@link #featureCount()}
     */
    public double rawScore(double[] row) {
        checkWidth(row);
        return quickScorer != null ? quickScorer.rawScore(row, 0, new long[treeCount()]) : walkedRawScore(row);
    }

    /** Whether scores come from QuickScorer rather than tree walks. */
    boolean quick() {
        return quickScorer != null;
    }

    /** {@link #rawScore} by walking each tree from its root, whatever the model. */
    double walkedRawScore(double[] row) {
        FlatForest f = forest;
        int[] roots = f.roots;
        double score = 0.0;
        int t = 0;
        for (; t + LOCKSTEP <= roots.length; t += LOCKSTEP) {
            int a = roots[t];
            int b = roots[t + 1];
            int c = roots[t + 2];
            int d = roots[t + 3];
            // a walk that reached its leaf stays there, so all four step until the last one arrives
            while (!(f.isLeaf(a) & f.isLeaf(b) & f.isLeaf(c) & f.isLeaf(d))) {
                a = f.next(a, row);
                b = f.next(b, row);
                c = f.next(c, row);
                d = f.next(d, row);
            }
            score += f.value[a];
            score += f.value[b];
            score += f.value[c];
            score += f.value[d];
        }
        for (; t < roots.length; t++) {
            int node = roots[t];
            while (!f.isLeaf(node)) {
                node = f.next(node, row);
            }
            score += f.value[node];
        }
        return score;
    }

    /**
     * {@link #probability} of each of {@code count} rows of a row-major array, written to {@code out}; the
     * results equal {@link #probability} exactly. Without QuickScorer the walks go tree by tree rather
     * than row by row, so one tree's nodes stay in cache while every row walks it.
     */
    public void probabilities(double[] rows, int count, double[] out) {
        int width = featureCount();
        if (rows.length < count * width || out.length < count) {
            throw new IllegalArgumentException(count + " rows of " + width + " features need " + count * width
                    + " values and " + count + " outputs, got " + rows.length + " and " + out.length);
        }
        if (quickScorer != null) {
            quickScorer.rawScores(rows, count, width, out);
            for (int r = 0; r < count; r++) {
                out[r] = objective.output(out[r]);
            }
            return;
        }
        FlatForest f = forest;
        Arrays.fill(out, 0, count, 0.0);
        for (int root : f.roots) {
            for (int r = 0, start = 0; r < count; r++, start += width) {
                int node = root;
                while (!f.isLeaf(node)) {
                    node = f.next(node, rows, start);
                }
                out[r] += f.value[node];
            }
        }
        for (int r = 0; r < count; r++) {
            out[r] = objective.output(out[r]);
        }
    }

    /**
     * The model's output: {@code 1 / (1 + exp(-sigmoid * raw))} for a binary model (the probability of
     * the positive class), the raw score itself for regression.
     */
    public double probability(double[] row) {
        return objective.output(rawScore(row));
    }

    /**
     * Explains {@link #rawScore} additively, feature by feature, with the Saabas path attribution: in
     * each tree the row's decision path goes from the root's expected output to its leaf's output, and
     * the change at each split is credited to the split's feature. {@code out[featureCount()]} receives
     * the bias, the sum of the trees' expected outputs (the count-weighted mean of their leaves, as in
     * LightGBM's {@code Tree::ExpectedValue}; the same bias as LightGBM's TreeSHAP contributions). The
     * entries of {@code out} sum to the raw score up to rounding. This is cheaper than TreeSHAP (one walk
     * down each tree, as for the score) but not equal to it: a feature gets credit only where the row's
     * own path splits on it.
     *
     * @param out overwritten; its length must be {@code featureCount() + 1}
     */
    public void contributions(double[] row, double[] out) {
        checkWidth(row);
        if (out.length != featureCount() + 1) {
            throw new IllegalArgumentException("contributions need " + (featureCount() + 1)
                    + " slots (one per feature and the bias), got " + out.length);
        }
        Arrays.fill(out, 0.0);
        FlatForest f = forest;
        for (int root : f.roots) {
            out[featureCount()] += f.value[root];
            for (int node = root; !f.isLeaf(node); ) {
                int next = f.next(node, row);
                out[f.feature[node]] += f.value[next] - f.value[node];
                node = next;
            }
        }
    }

    private void checkWidth(double[] row) {
        if (row.length != featureCount()) {
            throw new IllegalArgumentException("the model reads rows of " + featureCount() + " features, got " + row.length);
        }
    }
}
