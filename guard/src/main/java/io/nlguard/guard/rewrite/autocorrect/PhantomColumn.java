package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Subject;

/**
 * Never changes the query. A column the diagnosis finds in no table: no table of the schema has it, nor
 * is anything spelled like it on the tables in scope → a declined change saying so ("column division
 * exists in no table of the schema; remove it, ..."): there is nothing to correct it to, only a
 * condition or an output to drop. A name with a near spelling is the column pass's to report.
 */
public final class PhantomColumn extends DiagnosisPass {

    static final String ID = "autocorrect.phantom-column";

    public PhantomColumn() {
        super(ID, "A column that no table of the schema has, nor one spelled like it → a hint to remove it (never a change)");
    }

    @Override
    boolean owns(Diagnosis diagnosis) {
        return diagnosis.subject() == Subject.COLUMN && diagnosis.kind() == Kind.IN_NO_TABLE;
    }
}
