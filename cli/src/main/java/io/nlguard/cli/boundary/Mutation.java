package io.nlguard.cli.boundary;

import java.util.Optional;
import java.util.Random;

/** One kind of seed mutation (BAR-SQL 2.2): where it applies it rewrites the question, labelled by construction. */
public interface Mutation {

    String kind();

    Label label();

    /** The mutated question, or empty where the rule does not apply; {@code random} only picks among equivalent words. */
    Optional<Mutant> apply(Seed seed, Random random);
}
