package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Rename;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.Role;

/**
 * A column name that the table it is qualified with (or, unqualified, no table in scope) has not →
 * that table's column it most likely meant: the same name in another case ({@code "enrollment (k-12)"}
 * → {@code "Enrollment (K-12)"}), another spelling of it ({@code FirstName} → {@code first_name}), or a
 * near-miss ({@code creationdate} → {@code creaiondate}), scored by {@link NameCandidates} and used only
 * when sure and well ahead of the runner-up. The new name is written as PostgreSQL needs it, quoted when
 * it must be; the qualifier and the rest of the text stay as written.
 *
 * <p>Acts on the diagnoses of kind misspelled ({@link io.nlguard.guard.names.Diagnoses}); declines, naming
 * the candidates, when none is sure. Leaves to {@link AliasAutocorrect} a name another table in scope
 * has, and to {@link ForeignKeyHint} one a table the query does not join has.
 */
public final class ColumnAutocorrect extends DiagnosisPass {

    static final String ID = "autocorrect.column";

    public ColumnAutocorrect() {
        super(ID, "A misspelled column → the closest column of its table, when the match is sure");
    }

    @Override
    boolean owns(Diagnosis diagnosis) {
        return diagnosis.subject() == Subject.COLUMN && diagnosis.kind() == Kind.MISSPELLED;
    }

    @Override
    void fix(PassContext context, Diagnosis diagnosis, RoundEdits edits) {
        Rename rename = (Rename) diagnosis.fix();
        Spelling.replaceIdentifier(context, edits, diagnosis.node().child(Role.THIS), diagnosis.node(),
                PgNames.spell(rename.name()), rename.confidence(), diagnosis.reason());
    }
}
