package io.nlguard.guard.verdict;

/** The guard's judgement of a statement, before the connection's mode decides what to enforce. */
public enum Verdict {
    /** Nothing worth reporting. */
    ALLOW,
    /** Run it, with warnings. */
    ANNOTATE,
    /** Refuse it (in block mode). */
    BLOCK
}
