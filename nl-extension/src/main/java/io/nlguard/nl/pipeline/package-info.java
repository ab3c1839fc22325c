/**
 * The translator the driver finds through {@code ServiceLoader}: retrieve, prompt, generate, extract,
 * evaluate, repair, and the {@link io.nlguard.guard.nl.Translation} or {@link io.nlguard.guard.nl.NlFailure}.
 */
package io.nlguard.nl.pipeline;
