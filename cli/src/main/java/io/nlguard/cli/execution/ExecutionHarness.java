package io.nlguard.cli.execution;

import io.nlguard.cli.corpus.CorpusChecker;
import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.model.data.GoldQuery;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Execution accuracy on loaded databases: each question's gold SQL and every candidate run through
 * {@code jdbc:nlguard:} (the guard's normalization and analysis, annotate mode: nothing is refused)
 * on a read-only session with a statement timeout, and each candidate's result compared with the
 * gold's by {@link ResultClasses}. The systems of all sets run in one pass per database, identical
 * SQL once.
 */
public final class ExecutionHarness {

    /** Told after each database's questions. */
    @FunctionalInterface
    public interface Progress {
        void databaseDone(String dbId, int questions, int statementsExecuted);
    }

    /** Told after each question, with what its gold and every system gave (the selection measurement's labels). */
    @FunctionalInterface
    public interface QuestionListener {
        void questionDone(GoldQuery question, Execution gold, Map<String, QuestionOutcome> bySet) throws SQLException;
    }

    /**
     * What a run gave.
     *
     * @param bySet        each set's question outcomes, in dev.json order
     * @param goldFailures the questions whose gold returned no rows (left out of every figure)
     * @param executed     statements sent to the database (identical SQL of one database once)
     */
    public record Run(Map<String, List<QuestionOutcome>> bySet, List<GoldFailure> goldFailures, int executed) {
    }

    /**
     * The guard's settings for every statement: {@link CorpusChecker#ANNOTATE} (nothing refused) and the
     * normalization applied ({@code nlguard.rewrite=normalize}: SQLite's spellings become PostgreSQL's, as
     * for SQL from a model), the default settings otherwise. Autocorrect stays off: it repairs names, which
     * would change what a prediction says, not how it is spelled.
     */
    public static final Map<String, String> SETTINGS = settings();

    private static Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>(CorpusChecker.ANNOTATE);
        settings.put("nlguard.rewrite", "normalize");
        return Map.copyOf(settings);
    }

    private final CorpusDatabase database;
    private final int maxRows;

    /** @param maxRows rows read per result at most; more is {@link Execution.Status#TOO_MANY_ROWS} */
    public ExecutionHarness(CorpusDatabase database, int maxRows) {
        this.database = database;
        this.maxRows = maxRows;
    }

    /**
     * Runs the questions whose database is installed.
     *
     * @param predictions for each system of the sets, the SQL it wrote for each question, by dev.json index
     * @throws SQLException when a connection fails (not when a statement does)
     */
    public Run run(List<GoldQuery> questions, List<SystemSet> sets, Map<String, List<String>> predictions, Progress progress)
            throws SQLException {
        return run(questions, sets, predictions, progress, (question, gold, bySet) -> { });
    }

    /** {@link #run(List, List, Map, Progress)}, telling {@code listener} after each question. */
    public Run run(List<GoldQuery> questions, List<SystemSet> sets, Map<String, List<String>> predictions, Progress progress,
            QuestionListener listener) throws SQLException {
        Set<String> systems = new LinkedHashSet<>();
        sets.forEach(s -> systems.addAll(s.systems()));
        for (String system : systems) {
            if (!predictions.containsKey(system)) {
                throw new IllegalArgumentException("no predictions of " + system);
            }
        }
        Map<String, List<GoldQuery>> byDb = new LinkedHashMap<>();
        for (GoldQuery q : questions) {
            if (database.dbIds().contains(q.dbId())) {
                byDb.computeIfAbsent(q.dbId(), k -> new ArrayList<>()).add(q);
            }
        }
        Map<String, List<QuestionOutcome>> bySet = new LinkedHashMap<>();
        sets.forEach(s -> bySet.put(s.name(), new ArrayList<>()));
        List<GoldFailure> goldFailures = new ArrayList<>();
        StatementRuns runs = new StatementRuns(maxRows);
        for (Map.Entry<String, List<GoldQuery>> db : byDb.entrySet()) {
            try (Connection connection = database.openGuarded(db.getKey(), SETTINGS)) {
                for (GoldQuery q : db.getValue()) {
                    Execution gold = runs.run(connection, q.dbId(), q.sql());
                    if (!gold.ok()) {
                        goldFailures.add(new GoldFailure(q.index(), q.dbId(), gold.status(), q.sql(), gold.error()));
                    }
                    boolean ordered = TopLevelOrderBy.in(q.sql());
                    Map<String, Execution> bySystem = new LinkedHashMap<>();
                    for (String system : systems) {
                        bySystem.put(system, runs.run(connection, q.dbId(), predictions.get(system).get(q.index())));
                    }
                    Map<String, QuestionOutcome> question = new LinkedHashMap<>();
                    for (SystemSet set : sets) {
                        List<Execution> candidates = set.systems().stream().map(bySystem::get).toList();
                        List<CandidateOutcome> outcomes = ResultClasses.outcomes(set.systems(), candidates, gold, ordered);
                        QuestionOutcome outcome = new QuestionOutcome(q.index(), q.dbId(), gold.status(), gold.rows(),
                                ordered, outcomes, MajorityVote.pick(outcomes));
                        bySet.get(set.name()).add(outcome);
                        question.put(set.name(), outcome);
                    }
                    listener.questionDone(q, gold, question);
                }
            }
            runs.clear();
            progress.databaseDone(db.getKey(), db.getValue().size(), runs.executed());
        }
        bySet.values().forEach(list -> list.sort(Comparator.comparingInt(QuestionOutcome::index)));
        goldFailures.sort(Comparator.comparingInt(GoldFailure::index));
        return new Run(bySet, goldFailures, runs.executed());
    }
}
