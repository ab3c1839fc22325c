package io.nlguard.nl.linking;

import java.util.Set;

/**
 * One question's schema-linking scores at one granularity (tables or fields), as EviLink's Appendix B
 * defines them: recall |G∩P|/|G|, precision |G∩P|/|P|, their F1, and strict: every gold item retrieved.
 * A zero denominator gives 0.
 */
public record LinkingScore(boolean strict, double recall, double precision, double f1) {

    public static LinkingScore of(Set<String> gold, Set<String> predicted) {
        long found = gold.stream().filter(predicted::contains).count();
        double recall = gold.isEmpty() ? 0 : (double) found / gold.size();
        double precision = predicted.isEmpty() ? 0 : (double) found / predicted.size();
        double f1 = recall + precision == 0 ? 0 : 2 * recall * precision / (recall + precision);
        return new LinkingScore(found == gold.size(), recall, precision, f1);
    }
}
