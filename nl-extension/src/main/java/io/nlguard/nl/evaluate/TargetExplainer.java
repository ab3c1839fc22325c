package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.NlTarget;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.ResultReader;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code EXPLAIN} of the candidates on the request's target, by the best path the target allows:
 * <ul>
 *   <li>opened by the target driver (the application's URL, user and properties) on PostgreSQL: in
 *       parallel on the target's shared read-only pool ({@link ExplainPools});</li>
 *   <li>opened from the application's DataSource, which may be a pool of its own: one connection
 *       borrowed for the question, statement after statement, and given back;</li>
 *   <li>what neither planned (no credentials, no connection): statement after statement on the
 *       application's own connection, in the read-only bracket the driver runs answers in
 *       ({@link NlTarget#explainInPlace}).</li>
 * </ul>
 * Every plan is bounded by {@value #TIMEOUT_SECONDS} s; a statement the database cannot plan gets its
 * SQLSTATE and message, which evaluation and repair use. Candidates are run ({@link #run}) by the first two
 * paths only, with the same bound and {@link ResultReader#ROW_CAP} rows: never on the application's own
 * connection, whose transaction is the application's.
 */
public final class TargetExplainer implements Explainer {

    /** The seed's bound on planning one candidate. */
    public static final int TIMEOUT_SECONDS = 2;

    private final NlTarget target;
    private final ExplainPools pools;
    private volatile String path = "";

    public TargetExplainer(NlTarget target) {
        this(target, ExplainPools.SHARED);
    }

    public TargetExplainer(NlTarget target, ExplainPools pools) {
        this.target = target;
        this.pools = pools;
    }

    @Override
    public List<ExplainResult> explain(List<String> statements) {
        if (statements.isEmpty()) {
            return List.of();
        }
        ExplainResult[] results = new ExplainResult[statements.size()];
        List<String> paths = new ArrayList<>(2);
        if (pooled()) {
            onPool(pool -> ParallelPlanning.plan(pool, statements, results));
            paths.add("EXPLAIN in parallel on the pool");
        } else if (target.access() != NlTarget.Access.NONE) {
            if (borrowed(statements, results)) {
                paths.add("EXPLAIN on a borrowed connection");
            }
        }
        if (Arrays.asList(results).contains(null)) {
            inPlace(statements, results);
            paths.add("EXPLAIN on the application's connection");
        }
        path = String.join(", then ", paths);
        return List.of(results);
    }

    @Override
    public List<CandidateResult> run(List<String> statements) {
        if (statements.isEmpty()) {
            return List.of();
        }
        CandidateResult[] results = new CandidateResult[statements.size()];
        if (pooled()) {
            onPool(pool -> ParallelPlanning.run(pool, statements, results));
        } else if (target.access() != NlTarget.Access.NONE) {
            try (Connection connection = target.open()) {
                for (int i = 0; i < statements.size(); i++) {
                    results[i] = ResultReader.read(connection, statements.get(i), TIMEOUT_SECONDS);
                }
            } catch (SQLException cannotOpen) {
                // not run: selection falls back to EXPLAIN and the guard
            }
        }
        for (int i = 0; i < results.length; i++) {
            if (results[i] == null) {
                results[i] = CandidateResult.notRun("not run (no read-only connection of its own)");
            }
        }
        return List.of(results);
    }

    /** A target the driver opened on PostgreSQL gets a shared pool; others are borrowed from. */
    private boolean pooled() {
        return target.access() == NlTarget.Access.DRIVER && target.isPostgres();
    }

    private void onPool(Consumer<ExplainPool> work) {
        ExplainPool pool = pools.lease(target);
        try {
            work.accept(pool);
        } finally {
            pools.release(pool);
        }
    }

    @Override
    public String path() {
        return path;
    }

    /** False when no connection could be opened. */
    private boolean borrowed(List<String> statements, ExplainResult[] results) {
        try (Connection connection = target.open()) {
            for (int i = 0; i < statements.size(); i++) {
                results[i] = Planning.explain(connection, statements.get(i), TIMEOUT_SECONDS);
            }
            return true;
        } catch (SQLException cannotOpen) {
            return false;
        }
    }

    private void inPlace(List<String> statements, ExplainResult[] results) {
        for (int i = 0; i < statements.size(); i++) {
            if (results[i] == null) {
                results[i] = inPlace(statements.get(i));
            }
        }
    }

    private ExplainResult inPlace(String sql) {
        try {
            target.explainInPlace(sql, Duration.ofSeconds(TIMEOUT_SECONDS));
            return ExplainResult.OK;
        } catch (SQLFeatureNotSupportedException nowhereToPlan) {
            // not the candidate's fault: the guard alone judges it, as with nlguard.nl.explain=off
            return new ExplainResult(true, null, "not planned: " + nowhereToPlan.getMessage());
        } catch (SQLException e) {
            return Planning.failed(e);
        }
    }
}
