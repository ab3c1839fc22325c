/**
 * Few-shot examples (beyond the NL2SQL seed): the question/SQL pairs a user provides
 * ({@code nlguard.nl.examples}, the pairs format {@code nlguard train} reads, read by its
 * {@code PairsJsonl}), indexed once per file version ({@link io.nlguard.nl.examples.ExampleIndexCache}), and
 * the pairs whose questions are most like the one asked (BM25, {@link io.nlguard.nl.examples.ExampleIndex})
 * shown in the prompt before it.
 */
package io.nlguard.nl.examples;
