package io.nlguard.nl.evilink;

/** One schema item's cross-vote: how many hypotheses selected it, its credibility and the set it falls in. */
public record ItemVote(String item, int support, int hypotheses, double credibility, LinkingBucket bucket) {
}
