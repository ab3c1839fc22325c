package io.nlguard.guard.score;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the node scorer for a {@code nlguard.model} setting, once per setting: loading a model costs
 * milliseconds, scoring with it microseconds.
 */
public final class NodeScorers {

    /** {@code nlguard.model=off}: no node scoring. */
    public static final String OFF = "off";
    /** {@code nlguard.model=default} (or empty): the class path's scorer with its bundled model. */
    public static final String DEFAULT = "default";

    private static final Map<String, Optional<NodeScorer>> LOADED = new ConcurrentHashMap<>();

    private NodeScorers() {
    }

    /**
     * The scorer for a setting: none for {@code off}; for {@code default}, the class path's scorer, or
     * none when no module provides one (the guard then runs without scores); otherwise the class
     * path's scorer over the model file at that path.
     *
     * @throws IllegalArgumentException when a model file is named but no scorer is on the class path, or
     *                                  the file cannot be read as a model
     */
    public static Optional<NodeScorer> forModel(String model) {
        String key = model == null || model.isBlank() ? DEFAULT : model.strip();
        if (key.equalsIgnoreCase(OFF)) {
            return Optional.empty();
        }
        return LOADED.computeIfAbsent(key, NodeScorers::load);
    }

    private static Optional<NodeScorer> load(String model) {
        Optional<NodeScorer> provided = ServiceLoader.load(NodeScorer.class, NodeScorers.class.getClassLoader()).findFirst();
        if (model.equalsIgnoreCase(DEFAULT)) {
            return provided;
        }
        NodeScorer scorer = provided.orElseThrow(() -> new IllegalArgumentException(
                "nlguard.model=" + model + " names a model, but no node scorer is on the class path "
                        + "(add nlguard-scorer, or use one of the jars that bundle it: nlguard-driver.jar, nlguard.jar)"));
        Path file = Path.of(model);
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException("nlguard.model=" + model + ": no readable model file there");
        }
        try {
            return Optional.of(scorer.withModel(file));
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("nlguard.model=" + model + " is not a model the scorer can read: "
                    + e.getMessage(), e);
        }
    }
}
