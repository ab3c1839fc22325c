package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Subject;

/**
 * Never changes the query. A column that only a table the query does not read has, where that table is a
 * foreign-key neighbour (either direction) of the qualifier's table or of another table in scope → a
 * declined change that names the exact JOIN to add, with the query's aliases: {@code expense.link_to_event}
 * → "add JOIN budget ON expense.link_to_budget = budget.budget_id and write budget.link_to_event". The
 * same for a qualifier that names such a table ({@code laboratory.igg} with only {@code patient} in FROM),
 * and a plain "join it" when no key links the table. Adding a join changes which rows the query counts, so
 * the decision stays with whoever wrote it.
 */
public final class ForeignKeyHint extends DiagnosisPass {

    static final String ID = "autocorrect.foreign-key-hint";

    public ForeignKeyHint() {
        super(ID, "A column only a foreign-key neighbour has → a hint with the JOIN to add (never a change)");
    }

    @Override
    boolean owns(Diagnosis diagnosis) {
        return diagnosis.subject() != Subject.TABLE
                && (diagnosis.kind() == Kind.IN_FOREIGN_KEY_NEIGHBOUR || diagnosis.kind() == Kind.IN_UNLINKED_TABLE);
    }
}
