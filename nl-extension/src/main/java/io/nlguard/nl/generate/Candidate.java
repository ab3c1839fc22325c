package io.nlguard.nl.generate;

import io.nlguard.nl.llm.LlmReply;

/**
 * One of the K generations: the seed it was sampled with, the model's reply, and what the extractor
 * made of it.
 */
public record Candidate(int index, int seed, LlmReply reply, Extraction extraction) {
}
