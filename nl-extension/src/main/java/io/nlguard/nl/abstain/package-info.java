/**
 * What the question pipeline does with the boundary detectors' findings ({@link io.nlguard.nl.boundary}): the
 * re-ask suffix that answers a clarification, the findings that still stand, the {@code 42NL1}/{@code 42NL2}
 * messages with their evidence, and the judgement of a model's own decline against that evidence.
 */
package io.nlguard.nl.abstain;
