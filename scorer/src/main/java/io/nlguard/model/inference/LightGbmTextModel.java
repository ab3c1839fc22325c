package io.nlguard.model.inference;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads LightGBM's text model format (what {@code LGBM_BoosterSaveModelToString} and
 * {@code save_model} write) into a {@link GbdtModel}: the header up to the first {@code Tree=0}, then one
 * block per tree up to {@code end of trees}; whatever follows (feature importances, parameters) is
 * ignored. Only single-output models are supported: {@code num_class=1}, objective {@code binary} or
 * {@code regression}, no linear trees and no averaged (random forest) output. Anything else is refused
 * with an {@link IllegalArgumentException} that names the offending line.
 */
public final class LightGbmTextModel {

    private static final String FIRST_LINE = "tree";
    private static final String TREE_PREFIX = "Tree=";
    private static final String END_OF_TREES = "end of trees";
    private static final String AVERAGE_OUTPUT = "average_output";

    private LightGbmTextModel() {
    }

    public static GbdtModel read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }

    public static GbdtModel read(InputStream in) throws IOException {
        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }

    public static GbdtModel parse(String text) {
        String[] lines = text.split("\n", -1);
        if (!lines[0].strip().equals(FIRST_LINE)) {
            throw ModelSection.lineError(1, lines[0].strip(), "a LightGBM text model starts with '" + FIRST_LINE + "'");
        }
        ModelSection header = new ModelSection("the header", 1);
        List<ModelSection> treeSections = new ArrayList<>();
        ModelSection current = header;
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            int number = i + 1;
            if (line.equals(END_OF_TREES)) {
                break;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith(TREE_PREFIX)) {
                checkTreeNumber(line, number, treeSections.size());
                current = new ModelSection(line, number);
                treeSections.add(current);
                continue;
            }
            int eq = line.indexOf('=');
            if (line.equals(AVERAGE_OUTPUT)) {
                throw ModelSection.lineError(number, line, "averaged (random forest) output is not supported");
            }
            if (eq <= 0) {
                throw ModelSection.lineError(number, line, "expected key=value");
            }
            current.add(number, line.substring(0, eq), line.substring(eq + 1));
        }
        return build(header, treeSections);
    }

    private static GbdtModel build(ModelSection header, List<ModelSection> treeSections) {
        int numClass = header.intValue("num_class");
        if (numClass != 1) {
            throw header.error("num_class", "multiclass models are not supported");
        }
        if (header.has("num_tree_per_iteration") && header.intValue("num_tree_per_iteration") != 1) {
            throw header.error("num_tree_per_iteration", "only one tree per iteration is supported");
        }
        int featureCount = header.intValue("max_feature_idx") + 1;
        if (featureCount < 1) {
            throw header.error("max_feature_idx", "the model has no features");
        }
        String names = header.value("feature_names").trim();
        List<String> featureNames = names.isEmpty() ? List.of() : Arrays.asList(names.split(" +"));
        if (featureNames.size() != featureCount) {
            throw header.error("feature_names", "expected " + featureCount + " names (max_feature_idx + 1), found "
                    + featureNames.size());
        }
        Objective objective = Objective.from(header);
        if (treeSections.isEmpty()) {
            throw header.sectionError("the model has no trees");
        }
        List<ParsedTree> trees = new ArrayList<>(treeSections.size());
        for (ModelSection section : treeSections) {
            trees.add(ParsedTree.from(section, featureCount));
        }
        return new GbdtModel(featureNames, objective, trees);
    }

    private static void checkTreeNumber(String line, int number, int expected) {
        String index = line.substring(TREE_PREFIX.length()).trim();
        if (!index.equals(Integer.toString(expected))) {
            throw ModelSection.lineError(number, line, "expected Tree=" + expected);
        }
    }
}
