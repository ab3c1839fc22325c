package io.nlguard.nl.evilink;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

import io.nlguard.guard.nl.NlLinking;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmReply;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.MSchema;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.TokenCount;

/**
 * {@code nlguard.nl.linker=evilink}: the model's SQL hypotheses over the retrieved tables
 * ({@link HypothesisPrompt}, {@link Hypotheses}), each one's items by the guard's scope
 * ({@link HypothesisSelections}), cross-voted into required, uncertain and candidate sets
 * ({@link CrossVoting}), the uncertain ones refined by the agent ({@link RefinementAgent}). The linked schema
 * is required ∪ uncertain ∪ the heuristic linker's items, less what the agent discarded: the measurement
 * (docs/evilink-linking.md) found the hypotheses and the heuristic miss different items, their union the
 * best recall, and left it to refinement to prune.
 */
public final class EviLinkLinker {

    private final HypothesisSelections selections = new HypothesisSelections();
    private final CrossVoting voting = new CrossVoting(Credibility.DEFAULT);
    private final AgentChat chat;
    private final AgentTools tools;
    private final SchemaComments comments;
    private final BiFunction<Table, Column, List<String>> values;

    /**
     * @param comments the schema's comments, shown in the M-Schema and as L2 evidence
     * @param values   a column's representative values from the value index (L2 evidence)
     */
    public EviLinkLinker(AgentChat chat, AgentTools tools, SchemaComments comments,
            BiFunction<Table, Column, List<String>> values) {
        this.chat = chat;
        this.tools = tools;
        this.comments = comments;
        this.values = values;
    }

    /**
     * @param heuristic the retrieval's schema context: the tables the hypotheses see, and the items kept beside theirs
     */
    public EviLinking link(String question, Catalog catalog, String dbId, SchemaContext heuristic, NlLinking budget)
            throws LlmException {
        List<Table> seen = heuristic.tables().stream().map(ChosenTable::table).toList();
        LlmReply reply = chat.ask(HypothesisPrompt.of(question, seen, budget.hypotheses()), false);
        List<String> sqls = Hypotheses.parse(reply.text(), budget.hypotheses());
        int tokens = count(reply);
        List<SchemaItems> voted = selections.of(sqls, catalog);
        SchemaItems retrieved = SchemaItems.of(heuristic);
        if (voted.isEmpty()) {
            return new EviLinking(sqls, null, Refinement.NONE, retrieved, heuristic, tokens);
        }
        MultiHypothesisLinking linking = voting.vote(voted, catalog);
        Set<String> uncertain = new LinkedHashSet<>(linking.uncertain().tables());
        uncertain.addAll(linking.uncertain().fields());
        Refinement refinement = new RefinementAgent(chat, tools).refine(uncertain,
                Briefing.of(question, linking, catalog, comments, values), budget.agentTurns());
        SchemaItems linked = without(linking.linked().union(retrieved), refinement.discarded().keySet());
        List<ChosenTable> tables = SelectedSchema.tables(linked, catalog);
        String text = MSchema.render(dbId, tables, comments);
        SchemaContext context = new SchemaContext(tables, text, TokenCount.of(text), heuristic.notes());
        return new EviLinking(sqls, linking, refinement, linked, context, tokens + refinement.tokens());
    }

    /** The items less the discarded ones, and less the columns of a discarded table. */
    static SchemaItems without(SchemaItems items, Set<String> discarded) {
        Set<String> tables = new LinkedHashSet<>(items.tables());
        tables.removeAll(discarded);
        Set<String> fields = new LinkedHashSet<>();
        items.fields().stream().filter(f -> !discarded.contains(f) && !discarded.contains(f.substring(0, f.lastIndexOf('.'))))
                .forEach(fields::add);
        return new SchemaItems(tables, fields);
    }

    private static int count(LlmReply reply) {
        return (reply.promptTokens() == null ? 0 : reply.promptTokens())
                + (reply.completionTokens() == null ? 0 : reply.completionTokens());
    }
}
