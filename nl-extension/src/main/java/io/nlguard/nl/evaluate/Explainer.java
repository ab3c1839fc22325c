package io.nlguard.nl.evaluate;

import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateRunner;

import java.util.Collections;
import java.util.List;

/** Plans candidates on the database without running them, and runs them when it has a place to. */
public interface Explainer extends CandidateRunner {

    /** {@code nlguard.nl.explain=off}: nothing is planned; the guard alone validates. */
    Explainer OFF = new Explainer() {
        @Override
        public List<ExplainResult> explain(List<String> statements) {
            return Collections.nCopies(statements.size(), ExplainResult.UNCHECKED);
        }

        @Override
        public String path() {
            return "EXPLAIN off";
        }
    };

    /** One plan result per statement, in order. */
    List<ExplainResult> explain(List<String> statements);

    /** Runs nothing unless the explainer has a read-only connection of its own to run on. */
    @Override
    default List<CandidateResult> run(List<String> statements) {
        return Collections.nCopies(statements.size(), CandidateResult.notRun("not run (no connection to run it on)"));
    }

    /** Where the last statements were planned, for the evaluation's summary; "" when it does not say. */
    default String path() {
        return "";
    }
}
