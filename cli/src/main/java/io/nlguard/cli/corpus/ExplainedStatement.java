package io.nlguard.cli.corpus;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import io.nlguard.guard.rewrite.Change;

/**
 * One corpus statement explained by PostgreSQL as written, after dialect normalization, and after
 * normalization and autocorrect.
 *
 * @param parsed     whether the guard could parse it (an unparsed text is never rewritten)
 * @param normalized the changes normalization applied
 * @param corrected  the changes of normalization and autocorrect together
 */
public record ExplainedStatement(CorpusStatement statement, boolean parsed, ExplainOutcome raw,
                                 ExplainOutcome afterNormalize, ExplainOutcome afterAutocorrect,
                                 List<Change> normalized, List<Change> corrected) {

    /** What PostgreSQL accepted as written and rejected after a rewrite: must never happen. */
    public boolean regressed() {
        return raw.accepted() && (!afterNormalize.accepted() || !afterAutocorrect.accepted());
    }

    /** The passes that changed the text on the way to {@link #afterAutocorrect}, each once. */
    public Set<String> passesApplied() {
        Set<String> passes = new TreeSet<>();
        corrected.forEach(change -> passes.add(change.pass()));
        return passes;
    }
}
