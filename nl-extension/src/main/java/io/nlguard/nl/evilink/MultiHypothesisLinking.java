package io.nlguard.nl.evilink;

import java.util.Map;

import io.nlguard.nl.linking.SchemaItems;

/**
 * The grounding stage's result for one question: the required, uncertain and candidate sets (tables and
 * {@code table.column} fields, lower case as {@link SchemaItems}) and every item's vote. Refinement
 * ({@link RefinementAgent}) works on {@link #uncertain()} only; {@link #linked()} is what a prompt gets when it
 * resolves nothing, as EviLink keeps unresolved uncertain items.
 *
 * @param hypotheses the hypotheses that voted (those whose SQL the guard read)
 * @param tableVotes every catalog table's vote, candidates included
 * @param fieldVotes every catalog column's vote, candidates included
 */
public record MultiHypothesisLinking(int hypotheses, SchemaItems required, SchemaItems uncertain, SchemaItems candidate,
                                     Map<String, ItemVote> tableVotes, Map<String, ItemVote> fieldVotes) {

    public MultiHypothesisLinking {
        tableVotes = Map.copyOf(tableVotes);
        fieldVotes = Map.copyOf(fieldVotes);
    }

    /** Required ∪ uncertain: the schema kept when no refinement resolves the uncertain items. */
    public SchemaItems linked() {
        return required.union(uncertain);
    }
}
