package io.nlguard.model.train;

import java.util.EnumMap;
import java.util.Map;

/** What became of the pairs a dataset was built from: how many gave rows, and why the others did not. */
public final class PairCounts {

    private int pairs;
    private int used;
    private final Map<SkipReason, Integer> skipped = new EnumMap<>(SkipReason.class);

    void countUsed() {
        pairs++;
        used++;
    }

    void countSkipped(SkipReason reason) {
        pairs++;
        skipped.merge(reason, 1, Integer::sum);
    }

    public int pairs() {
        return pairs;
    }

    public int used() {
        return used;
    }

    public int skipped(SkipReason reason) {
        return skipped.getOrDefault(reason, 0);
    }

    /** {@code 16874 pairs: 11203 used; skipped: 4671 duplicate, 652 prediction unparseable...} */
    public String summary() {
        StringBuilder text = new StringBuilder().append(pairs).append(" pairs: ").append(used).append(" used");
        skipped.forEach((reason, count) -> text.append(", ").append(count).append(' ')
                .append(reason.name().toLowerCase().replace('_', ' ')));
        return text.toString();
    }
}
