/**
 * The context stage: a second, small model that reads a node's first-stage probability beside those of
 * its parent, children, siblings and statement. An error seldom comes alone (a wrong column sits in a
 * wrong predicate of a wrong query), and the first stage scores every node on its own evidence only.
 */
package io.nlguard.model.context;
