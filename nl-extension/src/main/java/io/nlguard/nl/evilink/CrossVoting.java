package io.nlguard.nl.evilink;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.linking.SchemaItems;

/**
 * EviLink's cross-voting: each catalog table and column gets the number of hypotheses whose selection holds
 * it, a credibility from that support ({@link Credibility}), and a bucket. Tables and fields are voted
 * apart, as the paper's paths select tables (L0) before fields (L1); a field's support never exceeds its
 * table's, so a required field's table is required too.
 */
public final class CrossVoting {

    private final Credibility credibility;

    public CrossVoting(Credibility credibility) {
        this.credibility = credibility;
    }

    public MultiHypothesisLinking vote(List<SchemaItems> selections, Catalog catalog) {
        int n = selections.size();
        SchemaItems whole = SelectedSchema.whole(catalog);
        Set<String> tables = new LinkedHashSet<>(whole.tables());
        Set<String> fields = new LinkedHashSet<>(whole.fields());
        // items a hypothesis selected that the catalog lacks cannot happen through scope; kept for safety
        selections.forEach(s -> {
            tables.addAll(s.tables());
            fields.addAll(s.fields());
        });
        Map<String, ItemVote> tableVotes = votes(tables, selections, SchemaItems::tables, n);
        Map<String, ItemVote> fieldVotes = votes(fields, selections, SchemaItems::fields, n);
        return new MultiHypothesisLinking(n, bucket(tableVotes, fieldVotes, LinkingBucket.REQUIRED),
                bucket(tableVotes, fieldVotes, LinkingBucket.UNCERTAIN), bucket(tableVotes, fieldVotes, LinkingBucket.CANDIDATE),
                tableVotes, fieldVotes);
    }

    private Map<String, ItemVote> votes(Set<String> items, List<SchemaItems> selections,
            Function<SchemaItems, Set<String>> part, int n) {
        Map<String, ItemVote> votes = new LinkedHashMap<>();
        for (String item : items) {
            int support = (int) selections.stream().filter(s -> part.apply(s).contains(item)).count();
            votes.put(item, new ItemVote(item, support, n, n == 0 ? 0.5 : Credibility.of(support, n),
                    n == 0 ? LinkingBucket.CANDIDATE : credibility.bucket(support, n)));
        }
        return votes;
    }

    private static SchemaItems bucket(Map<String, ItemVote> tables, Map<String, ItemVote> fields, LinkingBucket bucket) {
        return new SchemaItems(in(tables, bucket), in(fields, bucket));
    }

    private static Set<String> in(Map<String, ItemVote> votes, LinkingBucket bucket) {
        Set<String> items = new LinkedHashSet<>();
        votes.values().stream().filter(v -> v.bucket() == bucket).forEach(v -> items.add(v.item()));
        return items;
    }
}
