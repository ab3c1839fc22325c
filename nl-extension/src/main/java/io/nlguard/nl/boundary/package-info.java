/**
 * Boundary awareness without a model: deterministic detectors that find, before generation, why a question should
 * get a clarifying question (vague time, ambiguous measure) or a rejection (a concept the schema lacks, a known
 * metric whose mandatory filter cannot be kept) instead of SQL. {@link io.nlguard.nl.boundary.BoundaryDetectors}
 * runs them. After generation, {@link io.nlguard.nl.boundary.Disagreement} asks to clarify when the candidates' results
 * split into readings of similar support.
 */
package io.nlguard.nl.boundary;
