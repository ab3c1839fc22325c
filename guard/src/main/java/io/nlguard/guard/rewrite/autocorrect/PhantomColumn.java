package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;

/**
 * Never changes the query. A column that no table of the schema has, nor anything close to it on the
 * tables in scope → a declined change saying so ("column division exists in no table of the schema;
 * remove it, ..."): there is nothing to correct it to, only a condition or an output to drop.
 */
public final class PhantomColumn extends AbstractPass {

    static final String ID = "autocorrect.phantom-column";

    public PhantomColumn() {
        super(ID, RewriteStage.AUTOCORRECT,
                "A column that no table of the schema has → a hint to remove it (never a change)");
    }

    @Override
    public void apply(PassContext context) {
        UnknownColumns.declineOwn(context, UnknownColumns.findings(context), ID, new RoundEdits());
    }
}
