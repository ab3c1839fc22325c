package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;

/**
 * Never changes the query. A column that only a table the query does not read has, where that table is a
 * foreign-key neighbour (either direction) of the qualifier's table or of another table in scope → a
 * declined change that names the exact JOIN to add, with the query's aliases: {@code expense.link_to_event}
 * → "add JOIN budget ON expense.link_to_budget = budget.budget_id and write budget.link_to_event". The
 * same for a qualifier that names such a table ({@code laboratory.igg} with only {@code patient} in FROM).
 * Adding a join changes which rows the query counts, so the decision stays with whoever wrote it.
 */
public final class ForeignKeyHint extends AbstractPass {

    static final String ID = "autocorrect.foreign-key-hint";

    public ForeignKeyHint() {
        super(ID, RewriteStage.AUTOCORRECT,
                "A column only a foreign-key neighbour has → a hint with the JOIN to add (never a change)");
    }

    @Override
    public void apply(PassContext context) {
        UnknownColumns.declineOwn(context, UnknownColumns.findings(context), ID, new RoundEdits());
    }
}
