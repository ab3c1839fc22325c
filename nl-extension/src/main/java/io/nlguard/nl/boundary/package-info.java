/**
 * Boundary awareness without a model: deterministic detectors that find, before generation, why a question should
 * get a clarifying question (vague time, ambiguous measure) or a rejection (a concept the schema lacks, a known
 * metric whose mandatory filter cannot be kept) instead of SQL. {@link io.nlguard.nl.boundary.BoundaryDetectors}
 * runs them.
 */
package io.nlguard.nl.boundary;
