package io.nlguard.nl.evilink;

import java.util.List;

import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.SchemaContext;

/**
 * One question's multi-hypothesis linking, as the stage log reports it: the hypotheses the model wrote,
 * the cross-vote's buckets, the agent's refinement, the linked items and the schema context the prompt
 * shows of them, and the LLM tokens spent (prompt and completion, as the server counted them).
 *
 * @param linking null when no hypothesis could be voted on
 */
public record EviLinking(List<String> hypotheses, MultiHypothesisLinking linking, Refinement refinement,
                         SchemaItems linked, SchemaContext context, int tokens) {

    public EviLinking {
        hypotheses = List.copyOf(hypotheses);
    }

    public String summary() {
        int voted = linking == null ? 0 : linking.hypotheses();
        return hypotheses.size() + " hypotheses (" + voted + " voted)"
                + (linking == null ? "" : "; required " + size(linking.required()) + ", uncertain "
                        + size(linking.uncertain()))
                + "; " + refinement.summary() + "; linked " + size(linked) + " with the heuristic's, "
                + context.tokens() + " schema tokens; " + tokens + " LLM tokens";
    }

    private static String size(SchemaItems items) {
        return items.tables().size() + " tables " + items.fields().size() + " columns";
    }
}
