/**
 * Multi-hypothesis schema linking after EviLink (grounding stage): each SQL hypothesis' selection of
 * tables and columns ({@link io.nlguard.nl.evilink.HypothesisSelections}, by the guard's scope), cross-voted
 * into a credibility per item with a Beta(1,1) prior ({@link io.nlguard.nl.evilink.CrossVoting},
 * {@link io.nlguard.nl.evilink.Credibility}) and bucketed into required, uncertain and candidate sets
 * ({@link io.nlguard.nl.evilink.MultiHypothesisLinking}); {@link io.nlguard.nl.evilink.SelectedSchema} turns a
 * selection back into the M-Schema the prompt would carry. The live linker of {@code nlguard.nl.linker=evilink}
 * ({@link io.nlguard.nl.evilink.EviLinkLinker}) asks the model for the hypotheses
 * ({@link io.nlguard.nl.evilink.HypothesisPrompt}, {@link io.nlguard.nl.evilink.Hypotheses}) and refines the
 * uncertain items with a read-only agent ({@link io.nlguard.nl.evilink.RefinementAgent},
 * {@link io.nlguard.nl.evilink.TargetTools}, {@link io.nlguard.nl.evilink.FieldStats}).
 */
package io.nlguard.nl.evilink;
