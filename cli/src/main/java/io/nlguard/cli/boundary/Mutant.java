package io.nlguard.cli.boundary;

/** A mutated question and the evidence of its mutation: the text removed or the concept added. */
public record Mutant(String question, String evidence) {
}
