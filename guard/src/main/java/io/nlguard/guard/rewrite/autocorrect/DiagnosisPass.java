package io.nlguard.guard.rewrite.autocorrect;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.names.Diagnoses;
import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;

/**
 * An autocorrect pass that acts on the diagnoses of unresolved references ({@link Diagnoses}) of the
 * kinds it owns: it makes the change of each sure one, and declines the others with the diagnosis's own
 * words, so that what it says is what lint says. Each diagnosis is owned by one pass.
 */
abstract class DiagnosisPass extends AbstractPass {

    DiagnosisPass(String id, String summary) {
        super(id, RewriteStage.AUTOCORRECT, summary);
    }

    /** Whether this pass reports (and, when sure, applies) the diagnosis. */
    abstract boolean owns(Diagnosis diagnosis);

    /** Makes a sure diagnosis's change; the hint passes own none. */
    void fix(PassContext context, Diagnosis diagnosis, RoundEdits edits) {
        throw new IllegalStateException(id() + " owns no diagnosis with a fix: " + diagnosis);
    }

    @Override
    public final void apply(PassContext context) {
        List<Diagnosis> unsure = new ArrayList<>();
        RoundEdits edits = new RoundEdits();
        for (Diagnosis diagnosis : Diagnoses.of(context.scopes()).all()) {
            if (!owns(diagnosis)) {
                continue;
            }
            if (diagnosis.sure()) {
                fix(context, diagnosis, edits);
            } else {
                unsure.add(diagnosis);
            }
        }
        for (Diagnosis diagnosis : unsure) {
            if (!edits.shifts(context, diagnosis.node())) {
                context.decline(diagnosis.node(), diagnosis.reason());
            }
        }
    }
}
