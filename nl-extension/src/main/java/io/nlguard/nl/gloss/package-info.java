/**
 * Glosses of schema names (stage 3a of the NL pipeline): a name's words (split by the guard's
 * {@link io.nlguard.guard.names.NameWords}), what its abbreviations stand for, a type hint and its key
 * tags. Retrieval indexes them; the prompt shows them.
 */
package io.nlguard.nl.gloss;
