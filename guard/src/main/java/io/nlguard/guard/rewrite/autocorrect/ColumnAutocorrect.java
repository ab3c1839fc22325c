package io.nlguard.guard.rewrite.autocorrect;

import java.util.List;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.autocorrect.UnknownColumns.Finding;
import io.nlguard.guard.rewrite.autocorrect.UnknownColumns.Rename;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * A column name that the table it is qualified with (or, unqualified, no table in scope) has not →
 * that table's column it most likely meant: the same name in another case ({@code "enrollment (k-12)"}
 * → {@code "Enrollment (K-12)"}), another spelling of it ({@code FirstName} → {@code first_name}), or a
 * near-miss ({@code creationdate} → {@code creaiondate}), scored by {@link NameCandidates} and used only
 * when sure and well ahead of the runner-up. The new name is written as PostgreSQL needs it, quoted when
 * it must be; the qualifier and the rest of the text stay as written.
 *
 * <p>Declines, naming the candidates, when none is sure, or when an unqualified name would become
 * ambiguous. Leaves to {@link AliasAutocorrect} a name another table in scope has, and to
 * {@link ForeignKeyHint} one a table the query does not join has (see {@link UnknownColumns}).
 */
public final class ColumnAutocorrect extends AbstractPass {

    static final String ID = "autocorrect.column";

    public ColumnAutocorrect() {
        super(ID, RewriteStage.AUTOCORRECT,
                "A misspelled column → the closest column of its table, when the match is sure");
    }

    @Override
    public void apply(PassContext context) {
        List<Finding> findings = UnknownColumns.findings(context);
        RoundEdits edits = new RoundEdits();
        for (Finding finding : findings) {
            if (finding.verdict() instanceof Rename rename) {
                SqlNode column = finding.ref().node();
                Spelling.replaceIdentifier(context, edits, column.child(Role.THIS), column,
                        Spelling.catalogName(rename.name()), rename.score(),
                        rename.reason());
            }
        }
        UnknownColumns.declineOwn(context, findings, ID, edits);
    }
}
