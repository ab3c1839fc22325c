package io.nlguard.nl.evaluate;

import java.util.List;

/** Plans candidates on the database without running them. */
public interface Explainer {

    /** One plan result per statement, in order. */
    List<ExplainResult> explain(List<String> statements);
}
