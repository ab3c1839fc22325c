package io.nlguard.nl.evaluate;

import java.util.Collections;
import java.util.List;

/** Plans candidates on the database without running them. */
public interface Explainer {

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

    /** Where the last statements were planned, for the evaluation's summary; "" when it does not say. */
    default String path() {
        return "";
    }
}
