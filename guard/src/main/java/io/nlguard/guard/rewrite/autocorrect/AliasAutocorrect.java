package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Requalify;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.Role;

/**
 * A column qualified with the wrong table → the same column qualified with the one table in scope that
 * has it ({@code T1.cdscode} with {@code satscores AS T1, schools AS T2} → {@code T2.cdscode}); a
 * table's own name used after the query aliased it → the alias ({@code singer.name} with
 * {@code singer AS T1} → {@code T1.name}); a misspelled alias → the alias, when the match is sure. Only the
 * qualifier changes, spelled as the query wrote the alias.
 *
 * <p>Declines when several tables in scope have the column, when the same table appears under several
 * aliases, and when the qualifier's own table has a sure near-match of the name too (then either fix is
 * a guess: {@code posts.creationdate} with {@code users} in scope may mean {@code posts.creaiondate}).
 */
public final class AliasAutocorrect extends DiagnosisPass {

    static final String ID = "autocorrect.alias";

    public AliasAutocorrect() {
        super(ID, "A column qualified with a table that lacks it → the one table in scope that has it; a table's name after its alias → the alias");
    }

    @Override
    boolean owns(Diagnosis diagnosis) {
        return diagnosis.kind() == Kind.IN_OTHER_SOURCE
                || diagnosis.subject() == Subject.QUALIFIER && diagnosis.kind() == Kind.MISSPELLED;
    }

    @Override
    void fix(PassContext context, Diagnosis diagnosis, RoundEdits edits) {
        Requalify requalify = (Requalify) diagnosis.fix();
        Spelling.replaceIdentifier(context, edits, diagnosis.node().child(Role.QUALIFIER), diagnosis.node(),
                PgNames.qualifier(requalify.target()), requalify.confidence(), diagnosis.reason());
    }
}
