package io.nlguard.model.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the corpus directory: {@code NLGUARD_DATA} if set, else {@code ../shared/data} next to the
 * repository root. The root is found by walking up from the working directory to the first
 * {@code pom.xml} that declares {@code <modules>}, so this works from the root and from any module
 * (tests run with the module as working directory). The data is never copied into the project.
 */
public final class CorpusLocation {

    public static final String ENV = "NLGUARD_DATA";

    private CorpusLocation() {
    }

    /** The corpus directory, if it exists. */
    public static Optional<Path> find() {
        return find(System.getenv(), Path.of(""));
    }

    /** The corpus directory, or an exception that says where it was looked for. */
    public static Path require() {
        return find().orElseThrow(() -> new IllegalStateException(describe()));
    }

    /** Where the corpus is expected, for skip and error messages. */
    public static String describe() {
        return "corpus data not found: set " + ENV + " or put it at ../shared/data relative to the repository root"
                + candidate(System.getenv(), Path.of("")).map(p -> " (looked at " + p + ")").orElse("");
    }

    static Optional<Path> find(Map<String, String> env, Path workingDirectory) {
        return candidate(env, workingDirectory).filter(Files::isDirectory);
    }

    static Optional<Path> candidate(Map<String, String> env, Path workingDirectory) {
        String configured = env.get(ENV);
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured).toAbsolutePath().normalize());
        }
        return repositoryRoot(workingDirectory).map(root -> root.resolve("../shared/data").normalize());
    }

    /** The nearest directory at or above {@code start} whose pom.xml has modules. */
    static Optional<Path> repositoryRoot(Path start) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom) && declaresModules(pom)) {
                return Optional.of(dir);
            }
        }
        return Optional.empty();
    }

    private static boolean declaresModules(Path pom) {
        try {
            return Files.readString(pom).contains("<modules>");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
