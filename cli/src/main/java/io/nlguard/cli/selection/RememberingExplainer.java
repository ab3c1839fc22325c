package io.nlguard.cli.selection;

import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.select.CandidateResult;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * An explainer over one database that plans and runs each SQL text once: the sets share most candidates,
 * and the same text on the same database gives the same plan and rows.
 */
final class RememberingExplainer implements Explainer {

    private final Explainer database;
    private final Map<String, ExplainResult> plans = new HashMap<>();
    private final Map<String, CandidateResult> results = new HashMap<>();

    RememberingExplainer(Explainer database) {
        this.database = database;
    }

    @Override
    public List<ExplainResult> explain(List<String> statements) {
        return remembered(statements, plans, database::explain);
    }

    @Override
    public List<CandidateResult> run(List<String> statements) {
        return remembered(statements, results, database::run);
    }

    private static <T> List<T> remembered(List<String> statements, Map<String, T> known,
            Function<List<String>, List<T>> fresh) {
        List<String> unknown = statements.stream().filter(s -> !known.containsKey(s)).distinct().toList();
        if (!unknown.isEmpty()) {
            List<T> got = fresh.apply(unknown);
            for (int i = 0; i < unknown.size(); i++) {
                known.put(unknown.get(i), got.get(i));
            }
        }
        List<T> out = new ArrayList<>(statements.size());
        statements.forEach(s -> out.add(known.get(s)));
        return out;
    }
}
