package io.nlguard.cli.selection;

import io.nlguard.cli.execution.CandidateOutcome;
import io.nlguard.cli.execution.Execution;
import io.nlguard.cli.execution.ExecutionHarness;
import io.nlguard.cli.execution.QuestionOutcome;
import io.nlguard.cli.execution.ResultClasses;
import io.nlguard.cli.execution.StatementRuns;
import io.nlguard.cli.execution.SystemSet;
import io.nlguard.guard.nl.AnswerGuard;
import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.nl.evaluate.CandidateSelection;
import io.nlguard.nl.evaluate.ConnectionExplainer;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.SelectedCandidate;
import io.nlguard.nl.select.Calibration;
import io.nlguard.nl.select.HandMadeSelector;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Selection over the sets' predictions, question by question as the execution harness runs them: the
 * set's systems' SQL, shuffled with a seed of the question's index so their order carries nothing, go
 * through {@link CandidateSelection} on a plain read-only connection of the question's database. The
 * harness's gold run labels each candidate afterwards; selection never sees it. A candidate whose SQL
 * failed with the normalization alone but runs as the answer guard rewrote it is labelled by running that
 * text and comparing it with the gold (the deterministic repair).
 */
public final class SelectionMeasurement implements ExecutionHarness.QuestionListener, AutoCloseable {

    /** Opens a plain read-only session on a database's schema. */
    @FunctionalInterface
    public interface Sessions {
        Connection open(String dbId) throws SQLException;
    }

    private final List<SystemSet> sets;
    private final Map<String, List<String>> predictions;
    private final Map<String, Catalog> catalogs;
    private final GuardSettings guard;
    private final Sessions sessions;
    private final int maxRows;
    private final CandidateSelection selection = new CandidateSelection(new HandMadeSelector(Calibration.UNCALIBRATED));
    private final Map<String, List<MeasuredQuestion>> bySet = new LinkedHashMap<>();
    private final Map<String, RepairCount> repairs = new LinkedHashMap<>();

    private String dbId;
    private Connection connection;
    private RememberingExplainer explainer;
    private StatementRuns repairedRuns;

    /**
     * @param predictions each system's SQL by dev.json index
     * @param guard       the settings the answer guard is made of ({@link AnswerGuard}), e.g. another node model
     */
    public SelectionMeasurement(List<SystemSet> sets, Map<String, List<String>> predictions,
            Map<String, Catalog> catalogs, GuardSettings guard, Sessions sessions, int maxRows) {
        this.sets = List.copyOf(sets);
        this.predictions = predictions;
        this.catalogs = catalogs;
        this.guard = guard;
        this.sessions = sessions;
        this.maxRows = maxRows;
        sets.forEach(s -> {
            bySet.put(s.name(), new ArrayList<>());
            repairs.put(s.name(), new RepairCount());
        });
    }

    @Override
    public void questionDone(GoldQuery q, Execution gold, Map<String, QuestionOutcome> outcomes) throws SQLException {
        if (!gold.ok()) {
            return;
        }
        useDatabase(q.dbId());
        Catalog catalog = catalogs.get(q.dbId());
        CandidateCheck check = AnswerGuard.forCatalog(catalog, q.question(), guard);
        for (SystemSet set : sets) {
            QuestionOutcome outcome = outcomes.get(set.name());
            List<Integer> order = shuffled(set.systems().size(), q.index());
            List<String> candidates = order.stream().map(s -> predictions.get(set.systems().get(s)).get(q.index())).toList();
            SelectedCandidate selected = selection.select(q.question(), catalog, candidates, check, explainer);
            List<MeasuredCandidate> measured = new ArrayList<>();
            int chosen = -1;
            for (EvaluatedCandidate e : selected.evaluation().ranked()) {
                boolean right = right(e, order, outcome, gold, set.name());
                if (selected.chosen().isPresent() && e.indexes().contains(selected.index())) {
                    chosen = measured.size();
                }
                measured.add(new MeasuredCandidate(e.checkedSql(), e.votes(), e.passes(), right, e.score().points() / 100,
                        e.signals()));
            }
            bySet.get(set.name()).add(new MeasuredQuestion(set.name(), outcome, measured, chosen));
        }
    }

    /** The harness's label; for SQL that failed there but runs as the guard rewrote it, that text's. */
    private boolean right(EvaluatedCandidate e, List<Integer> order, QuestionOutcome outcome, Execution gold, String set)
            throws SQLException {
        boolean harnessFailed = false;
        boolean right = false;
        for (int input : e.indexes()) {
            CandidateOutcome system = outcome.candidates().get(order.get(input));
            harnessFailed = system.status() == Execution.Status.ERROR;
            right = system.right();
        }
        if (!harnessFailed) {
            return right;
        }
        boolean repairedRight = e.passes()
                && ResultClasses.same(repairedRuns.run(connection, dbId, e.checkedSql()), gold, outcome.orderMatters());
        e.indexes().forEach(input -> repairs.get(set).add(e.passes(), repairedRight));
        return repairedRight;
    }

    private void useDatabase(String next) throws SQLException {
        if (next.equals(dbId)) {
            return;
        }
        close();
        connection = sessions.open(next);
        dbId = next;
        explainer = new RememberingExplainer(new ConnectionExplainer(connection, 0));
        repairedRuns = new StatementRuns(maxRows);
    }

    /** A fixed permutation of {@code n} per question. */
    static List<Integer> shuffled(int n, int questionIndex) {
        List<Integer> order = new ArrayList<>(IntStream.range(0, n).boxed().toList());
        Collections.shuffle(order, new Random(0x5e1ec7L * 31 + questionIndex));
        return order;
    }

    /** Each set's questions with a gold result, in the order run. */
    public Map<String, List<MeasuredQuestion>> bySet() {
        return bySet;
    }

    public Map<String, RepairCount> repairs() {
        return repairs;
    }

    @Override
    public void close() throws SQLException {
        if (connection != null) {
            connection.close();
            connection = null;
            dbId = null;
        }
    }
}
