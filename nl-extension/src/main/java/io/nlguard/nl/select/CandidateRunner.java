package io.nlguard.nl.select;

import java.util.Collections;
import java.util.List;

/** Runs candidates read-only on the question's database, each bounded by a row cap and a timeout. */
public interface CandidateRunner {

    /** {@code nlguard.nl.execute-candidates=off}: nothing runs; selection falls back to EXPLAIN and the guard. */
    CandidateRunner OFF = statements -> Collections.nCopies(statements.size(),
            CandidateResult.notRun("not run (nlguard.nl.execute-candidates=off)"));

    /** One result per statement, in order. */
    List<CandidateResult> run(List<String> statements);
}
