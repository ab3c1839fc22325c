package io.nlguard.cli.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The abstention evaluation set: every seed as an {@code answerable} original, then each mutation that applies
 * to it. Deterministic: a mutation's random choice (which vague word, which absent concept) is seeded by the set's
 * seed, the question's source and the mutation's kind only, so the order of seeds changes nothing.
 */
public final class AbstentionSet {

    public static final List<Mutation> MUTATIONS = List.of(new ConstraintFollowUp(), new VagueTime(),
            new VagueMetric(), new MissingColumn(), new MissingDimension());

    private final List<Mutation> mutations;
    private final long seed;

    public AbstentionSet(List<Mutation> mutations, long seed) {
        this.mutations = List.copyOf(mutations);
        this.seed = seed;
    }

    public AbstentionSet(long seed) {
        this(MUTATIONS, seed);
    }

    /** The original and its mutants; {@code source} is the value of the entries' {@code source} field. */
    public List<SetEntry> entries(Object source, Seed question) {
        List<SetEntry> entries = new ArrayList<>();
        String base = question.source();
        entries.add(new SetEntry(base + ":" + SetEntry.ORIGINAL, source, question.dbId(), question.question(),
                Label.ANSWERABLE.json(), SetEntry.ORIGINAL, null, question.gold()));
        for (Mutation mutation : mutations) {
            Random random = new Random(seed * 1_000_003L + (base + "/" + mutation.kind()).hashCode());
            mutation.apply(question, random).ifPresent(m -> entries.add(new SetEntry(base + ":" + mutation.kind(),
                    source, question.dbId(), m.question(), mutation.label().json(), mutation.kind(), m.evidence(), null)));
        }
        return entries;
    }
}
