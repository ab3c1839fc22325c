/**
 * Stage 1 of the NL pipeline, module routing: a large catalog narrowed to at most three modules (its
 * schemas, or named groups of tables from the domain knowledge) by keyword rules and embedding
 * similarity, before retrieval ranks their tables.
 */
package io.nlguard.nl.route;
