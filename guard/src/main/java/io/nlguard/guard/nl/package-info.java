/**
 * The contract between the driver and a translator of {@code NL:} questions (module {@code nlguard-nl}).
 * The driver recognises a question, finds an {@link io.nlguard.guard.nl.NlTranslator} through
 * {@link java.util.ServiceLoader} ({@link io.nlguard.guard.nl.NlTranslators}), hands it an
 * {@link io.nlguard.guard.nl.NlRequest} and gets a {@link io.nlguard.guard.nl.Translation} or an
 * {@link io.nlguard.guard.nl.NlFailure}. What the translation's SQL then goes through (the guard with the
 * question set, the read-only check, PostgreSQL's read-only transaction, the timeout and row limit) is the
 * driver's, not the translator's.
 */
package io.nlguard.guard.nl;
