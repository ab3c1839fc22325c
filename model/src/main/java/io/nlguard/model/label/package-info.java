/**
 * Ground-truth node labels for the node-level uncertainty model: Algorithm 1 of the paper ("Ground
 * Truth Generation", section 3.1 and Appendix A) over the guard's statement trees. A generated
 * statement is compared with its gold statement and every node of the generated tree is labeled
 * correct or error. Start at {@link io.nlguard.model.label.NodeLabeler}.
 *
 * <p>The steps, one class each: {@link io.nlguard.model.label.AliasMap} (qualifier to base table),
 * {@link io.nlguard.model.label.SemanticEquivalence} (one node against another),
 * {@link io.nlguard.model.label.RecursiveEquivalence} (whole subtrees),
 * {@link io.nlguard.model.label.ContextualAlignment} (the top-down AlignAndLabel pass),
 * {@link io.nlguard.model.label.BlameSuppression}, {@link io.nlguard.model.label.RescuePass} (the
 * context-agnostic final pass) and {@link io.nlguard.model.label.WrapperSettlement} (select aliases,
 * parentheses and alias declarations follow what they wrap).
 */
package io.nlguard.model.label;
