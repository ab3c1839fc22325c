package io.nlguard.guard.nl;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What each stage of a translation produced, for people debugging a question
 * ({@code stmt.unwrap(GuardedStatement.class).lastTranslation().report()}).
 *
 * @param translator the translator's {@link NlTranslator#id()}
 * @param stages     every stage's output, in order
 * @param candidates every candidate considered, with its score
 */
public record TranslationReport(String translator, List<Stage> stages, List<Candidate> candidates) {

    /** A translation that reports nothing beyond its SQL. */
    public static final TranslationReport NONE = new TranslationReport("", List.of(), List.of());

    public TranslationReport {
        Objects.requireNonNull(translator, "translator");
        stages = List.copyOf(stages);
        candidates = List.copyOf(candidates);
    }

    /** The stage of that name, when it ran. */
    public Optional<Stage> stage(String name) {
        return stages.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** The output of the stage of that name, when it ran and produced that type. */
    public <T> Optional<T> output(String stage, Class<T> type) {
        return stages.stream().filter(s -> s.name().equals(stage)).map(Stage::output)
                .filter(type::isInstance).map(type::cast).findFirst();
    }

    /**
     * One stage.
     *
     * @param name    e.g. {@code retrieve}, {@code generate}, {@code evaluate}, {@code repair}
     * @param took    how long it ran
     * @param summary one line for people
     * @param output  the stage's own result object (the pipeline's types), or null
     */
    public record Stage(String name, Duration took, String summary, Object output) {
        public Stage {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(took, "took");
            Objects.requireNonNull(summary, "summary");
        }
    }

    /**
     * One candidate.
     *
     * @param sql    its text
     * @param score  the score it was ranked by
     * @param chosen whether it is the translation's SQL
     * @param note   why it was rejected or how it was repaired; empty when nothing is to say
     */
    public record Candidate(String sql, double score, boolean chosen, String note) {
        public Candidate {
            Objects.requireNonNull(sql, "sql");
            Objects.requireNonNull(note, "note");
        }
    }
}
