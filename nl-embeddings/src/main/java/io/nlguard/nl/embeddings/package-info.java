/**
 * An in-process embedding model for the NL pipeline ({@code nlguard.nl.embeddings=local}): quantized
 * all-MiniLM-L6-v2 on ONNX Runtime, provided through {@link io.nlguard.nl.retrieve.EmbeddingModelProvider}.
 * An optional module, kept out of the driver jar for its size (the ONNX runtime's native libraries).
 */
package io.nlguard.nl.embeddings;
