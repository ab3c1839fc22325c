package io.nlguard.cli.corpus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.model.data.Prediction;
import io.nlguard.model.data.PredictionFile;
import io.nlguard.nl.evilink.Credibility;
import io.nlguard.nl.evilink.CrossVoting;
import io.nlguard.nl.evilink.HypothesisSelections;
import io.nlguard.nl.evilink.MultiHypothesisLinking;
import io.nlguard.nl.evilink.SelectedSchema;
import io.nlguard.nl.linking.GoldSchemaItems;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.SchemaContext;

/**
 * The selections scored per question: for each hypothesis count H, the cross-vote of the first H systems'
 * SQL (required; required ∪ uncertain; that union with the heuristic linker), the heuristic linker's last
 * stage alone, and the whole schema, each with the tokens of its M-Schema text.
 */
final class EviLinkMeasurement {

    static final String HEURISTIC = "heuristic linker";
    static final String WHOLE_SCHEMA = "whole schema";

    private final HeuristicLinker linker;
    private final CrossVoting voting;
    private final List<Map<Integer, String>> predictions = new ArrayList<>();
    private final List<Integer> hypotheses;
    private final HypothesisSelections selections = new HypothesisSelections();
    private final GoldSchemaItems goldItems = new GoldSchemaItems();
    private final int[] unread;

    EviLinkMeasurement(HeuristicLinker linker, Credibility credibility, List<PredictionFile> files, List<Integer> hypotheses) {
        this.linker = linker;
        this.voting = new CrossVoting(credibility);
        this.hypotheses = List.copyOf(hypotheses);
        this.unread = new int[files.size()];
        for (PredictionFile file : files) {
            Map<Integer, String> byIndex = new HashMap<>();
            for (Prediction p : file.predictions()) {
                byIndex.put(p.index(), p.sql());
            }
            predictions.add(byIndex);
        }
    }

    LinkingTable run(List<GoldQuery> questions) {
        LinkingTable table = new LinkingTable();
        for (GoldQuery query : questions) {
            Catalog catalog = linker.catalogs().get(query.dbId());
            Optional<SchemaItems> gold = catalog == null ? Optional.empty() : goldItems.of(query.sql(), catalog);
            if (gold.isEmpty()) {
                table.unparsed();
                continue;
            }
            SchemaContext context = linker.link(linker.lastStage(), query);
            SchemaItems heuristic = SchemaItems.of(context);
            for (int h : hypotheses) {
                MultiHypothesisLinking linking = voting.vote(hypotheses(query, catalog, h), catalog);
                add(table, "required (H=" + h + ")", query, catalog, gold.get(), linking.required());
                add(table, "required ∪ uncertain (H=" + h + ")", query, catalog, gold.get(), linking.linked());
                add(table, "required ∪ uncertain ∪ heuristic (H=" + h + ")", query, catalog, gold.get(), linking.linked().union(heuristic));
            }
            table.add(HEURISTIC, false, query.dbId(), gold.get(), heuristic, context.tokens());
            add(table, WHOLE_SCHEMA, query, catalog, gold.get(), SelectedSchema.whole(catalog));
        }
        return table;
    }

    /** Per system, the questions whose SQL the guard's parser did not read (no vote cast). */
    int[] unreadHypotheses() {
        return unread.clone();
    }

    private List<SchemaItems> hypotheses(GoldQuery query, Catalog catalog, int h) {
        List<SchemaItems> read = new ArrayList<>();
        boolean count = h == hypotheses.stream().mapToInt(Integer::intValue).max().orElse(h);
        for (int i = 0; i < h; i++) {
            List<SchemaItems> one = selections.of(Collections.singletonList(predictions.get(i).get(query.index())), catalog);
            read.addAll(one);
            if (count && one.isEmpty()) {
                unread[i]++;
            }
        }
        return read;
    }

    private void add(LinkingTable table, String row, GoldQuery query, Catalog catalog, SchemaItems gold, SchemaItems selected) {
        table.add(row, false, query.dbId(), gold, selected,
                SelectedSchema.tokens(query.dbId(), selected, catalog, linker.comments(query.dbId())));
    }
}
