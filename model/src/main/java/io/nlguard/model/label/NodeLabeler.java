package io.nlguard.model.label;

import java.util.Objects;

import io.nlguard.guard.sql.SqlTree;

/**
 * Labels every node of a generated statement tree as correct or error against the gold statement:
 * Algorithm 1 of the node-level uncertainty paper. Omissions (gold nodes the generated statement
 * lacks) are not labeled: labels attach to generated nodes only.
 *
 * <p>Stateless and thread-safe: each {@link #label} call builds its own alignment state, so a
 * corpus can be labeled in parallel.
 */
public final class NodeLabeler {

    private static final NodeLabeler STANDARD = new NodeLabeler(true);
    private static final NodeLabeler WITHOUT_RESCUE = new NodeLabeler(false);

    private final boolean rescuePass;

    private NodeLabeler(boolean rescuePass) {
        this.rescuePass = rescuePass;
    }

    /** All steps of Algorithm 1: contextual alignment, blame suppression and the rescue pass. */
    public static NodeLabeler standard() {
        return STANDARD;
    }

    /** The paper's ablation: Algorithm 1 without its final context-agnostic pass. */
    public static NodeLabeler withoutRescuePass() {
        return WITHOUT_RESCUE;
    }

    public NodeLabels label(SqlTree generated, SqlTree gold) {
        Objects.requireNonNull(generated, "generated");
        Objects.requireNonNull(gold, "gold");
        SemanticEquivalence local = new SemanticEquivalence(AliasMap.of(generated), AliasMap.of(gold));
        RecursiveEquivalence equivalence = new RecursiveEquivalence(local, generated, gold);
        Verdicts verdicts = Verdicts.allErrors(generated);
        ContextualAlignment alignment = new ContextualAlignment(equivalence, local, verdicts);
        alignment.alignAndLabel(generated.root(), gold.root());
        BlameSuppression.apply(verdicts, alignment.differingBelow());
        if (rescuePass) {
            RescuePass.apply(verdicts, equivalence, gold);
        }
        WrapperSettlement.apply(verdicts);
        return verdicts.toLabels();
    }

    @Override
    public String toString() {
        return rescuePass ? "NodeLabeler[standard]" : "NodeLabeler[without rescue pass]";
    }
}
