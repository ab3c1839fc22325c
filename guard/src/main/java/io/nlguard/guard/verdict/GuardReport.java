package io.nlguard.guard.verdict;

import java.util.List;

import io.nlguard.guard.rewrite.Change;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.score.NodeScores;
import io.nlguard.guard.sql.ParseFailure;

/**
 * Everything the guard concluded about one SQL string: its findings, the verdict they add up to, and
 * a short explanation. Immutable and free of parse trees, so it can be cached and handed to callers
 * ({@code stmt.unwrap(GuardedStatement.class).lastReport()}).
 *
 * @param statementKinds the paper label of each statement's root ({@code Select}, {@code Update}...);
 *                       empty when the text did not parse
 * @param parseFailure   why the text did not parse, or null
 * @param changesSchema  whether running it changes the schema (DDL): the catalog snapshot goes stale
 * @param changesSearchPath whether running it may change the session's search path ({@code SET search_path},
 *                       {@code RESET ALL}, {@code set_config}...): the connection's schemas are to be read again
 * @param catalogVersion the catalog snapshot the analysis used
 * @param deepValidation what Calcite's deep validation concluded ({@code VALID}, {@code INVALID}, or
 *                       {@code UNSUPPORTED: <why>}), or null when it did not run
 * @param rewrittenSql   the text that runs instead of {@code sql}, or null when no rewrite applied; the
 *                       findings and statement kinds are those of this text
 * @param rewrites       the changes that turned {@code sql} into {@code rewrittenSql}, in order
 * @param nodeScores     every node's probability of being wrong and the riskiest nodes, or null when no
 *                       node scorer ran (none configured, or not a single parsed statement)
 */
public record GuardReport(String sql, List<String> statementKinds, List<Finding> findings, Verdict verdict,
                          ParseFailure parseFailure, boolean changesSchema, boolean changesSearchPath,
                          long catalogVersion,
                          long analysisNanos, String deepValidation, String rewrittenSql, List<Change> rewrites,
                          NodeScores nodeScores) {

    public GuardReport {
        statementKinds = List.copyOf(statementKinds);
        findings = List.copyOf(findings);
        rewrites = List.copyOf(rewrites);
    }

    /** The text the database is given when the statement runs: the rewrite, or the original. */
    public String executedSql() {
        return rewrittenSql != null ? rewrittenSql : sql;
    }

    public boolean parsed() {
        return parseFailure == null;
    }

    /** Findings at or above a severity. */
    public List<Finding> findings(Severity atLeast) {
        return findings.stream().filter(f -> f.severity().compareTo(atLeast) >= 0).toList();
    }

    /**
     * One or two sentences for people: what was found and why. It says what the analysis found, not
     * what was done with the statement: that is for the mode to decide (annotate runs a blocked one).
     */
    public String explanation() {
        if (parseFailure != null && findings.isEmpty()) {
            return "not analysed: " + parseFailure.message();
        }
        List<Finding> blocking = findings(Severity.BLOCK);
        if (!blocking.isEmpty()) {
            return "a blocking finding: " + blocking.get(0).describe() + more(blocking.size() - 1 + findings(Severity.WARN).size()
                    - blocking.size());
        }
        List<Finding> warnings = findings(Severity.WARN);
        if (!warnings.isEmpty()) {
            return warnings.size() + " warning" + (warnings.size() == 1 ? "" : "s") + ": " + warnings.get(0).describe()
                    + more(warnings.size() - 1);
        }
        return findings.isEmpty() ? "no findings" : findings.size() + " informational finding"
                + (findings.size() == 1 ? "" : "s");
    }

    private static String more(int others) {
        return others <= 0 ? "" : " (and " + others + " more)";
    }
}
