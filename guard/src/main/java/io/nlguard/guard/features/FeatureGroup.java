package io.nlguard.guard.features;

/**
 * The families of node features: the four of the node-level uncertainty paper (section 3.2), then the
 * catalog facts, rule findings and question it does not use.
 */
public enum FeatureGroup {
    /** The node's identity and position in the tree and the size of its statement. */
    STRUCTURE,
    /** Whether the node's names exist in the schema and resolve in their scope. */
    SCHEMA,
    /** The spelling of names and literals: edit distances to catalog names, name and literal patterns. */
    LEXICAL,
    /** The node's surroundings: aggregates, operand types, LIKE and IN specifics, query clauses. */
    CONTEXT,
    /** What the catalog's keys and the guard's rule findings say about the node (not in the paper). */
    CATALOG,
    /** What the natural-language question says about the node, when the caller gives one (not in the paper). */
    QUESTION
}
