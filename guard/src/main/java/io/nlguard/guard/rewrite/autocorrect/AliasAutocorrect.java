package io.nlguard.guard.rewrite.autocorrect;

import java.util.List;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.autocorrect.UnknownColumns.Finding;
import io.nlguard.guard.rewrite.autocorrect.UnknownColumns.Requalify;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * A column qualified with the wrong table → the same column qualified with the one table in scope that
 * has it ({@code T1.cdscode} with {@code satscores AS T1, schools AS T2} → {@code T2.cdscode}); and a
 * table's own name used after the query aliased it → the alias ({@code singer.name} with
 * {@code singer AS T1} → {@code T1.name}). Only the qualifier changes, spelled as the query wrote the alias.
 *
 * <p>Declines when several tables in scope have the column, when the same table appears under several
 * aliases, and when the qualifier's own table has a sure near-match of the name too (then either fix is
 * a guess: {@code posts.creationdate} with {@code users} in scope may mean {@code posts.creaiondate}).
 */
public final class AliasAutocorrect extends AbstractPass {

    static final String ID = "autocorrect.alias";

    public AliasAutocorrect() {
        super(ID, RewriteStage.AUTOCORRECT,
                "A column qualified with a table that lacks it → the one table in scope that has it; a table's name after its alias → the alias");
    }

    @Override
    public void apply(PassContext context) {
        List<Finding> findings = UnknownColumns.findings(context);
        RoundEdits edits = new RoundEdits();
        for (Finding finding : findings) {
            if (finding.verdict() instanceof Requalify requalify) {
                SqlNode column = finding.ref().node();
                Spelling.replaceIdentifier(context, edits, column.child(Role.QUALIFIER), column,
                        Spelling.qualifier(requalify.target()), requalify.confidence(), requalify.reason());
            }
        }
        UnknownColumns.declineOwn(context, findings, ID, edits);
    }
}
