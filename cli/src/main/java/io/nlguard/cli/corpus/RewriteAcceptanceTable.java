package io.nlguard.cli.corpus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.model.data.Benchmark;

/**
 * Counts, per benchmark and system, how many statements PostgreSQL's EXPLAIN accepted as written,
 * after normalization and after autocorrect; how often each pass changed a statement; the
 * regressions (accepted as written, rejected after a rewrite) and the errors that remain. Renders
 * Markdown. Safe to fill from several threads.
 */
public final class RewriteAcceptanceTable {

    private static final int REGRESSIONS_SHOWN = 30;
    private static final int REMAINING_KINDS_SHOWN = 12;

    /** Accepted-statement counts of one row. */
    private static final class Tally {
        long statements;
        long parsed;
        long raw;
        long normalized;
        long corrected;
        long regressions;

        void add(ExplainedStatement e) {
            statements++;
            parsed += e.parsed() ? 1 : 0;
            raw += e.raw().accepted() ? 1 : 0;
            normalized += e.afterNormalize().accepted() ? 1 : 0;
            corrected += e.afterAutocorrect().accepted() ? 1 : 0;
            regressions += e.regressed() ? 1 : 0;
        }
    }

    private record Row(Benchmark benchmark, String system) {
    }

    private final List<Benchmark> benchmarks;
    private final Map<Row, Tally> rows = new TreeMap<>(Comparator.comparing(Row::benchmark)
            .thenComparing(r -> r.system().equals(CorpusStatement.GOLD_SYSTEM) ? "" : r.system()));
    private final Map<Benchmark, Tally> predictions = new LinkedHashMap<>();
    /** The predictions the guard could parse: the ones a rewrite can reach (not placeholder lines). */
    private final Map<Benchmark, Tally> parsedPredictions = new LinkedHashMap<>();
    private final Map<Benchmark, Map<String, long[]>> passCounts = new LinkedHashMap<>();
    private final Map<Benchmark, Map<String, Long>> remaining = new LinkedHashMap<>();
    private final List<ExplainedStatement> regressions = new ArrayList<>();

    public RewriteAcceptanceTable(List<Benchmark> benchmarks) {
        this.benchmarks = List.copyOf(benchmarks);
        for (Benchmark b : benchmarks) {
            predictions.put(b, new Tally());
            parsedPredictions.put(b, new Tally());
            Map<String, long[]> passes = new LinkedHashMap<>();
            for (RewritePass pass : RewritePasses.all()) {
                passes.put(pass.id(), new long[2]);
            }
            passCounts.put(b, passes);
            remaining.put(b, new TreeMap<>());
        }
    }

    public synchronized void add(ExplainedStatement e) {
        CorpusStatement s = e.statement();
        rows.computeIfAbsent(new Row(s.benchmark(), s.system()), r -> new Tally()).add(e);
        boolean gold = s.origin() == Origin.GOLD;
        if (!gold) {
            predictions.get(s.benchmark()).add(e);
            if (e.parsed()) {
                parsedPredictions.get(s.benchmark()).add(e);
            }
            if (!e.afterAutocorrect().accepted()) {
                remaining.get(s.benchmark()).merge(e.afterAutocorrect().kind(), 1L, Long::sum);
            }
        }
        for (String pass : e.passesApplied()) {
            passCounts.get(s.benchmark()).computeIfAbsent(pass, p -> new long[2])[gold ? 0 : 1]++;
        }
        if (e.regressed()) {
            regressions.add(e);
        }
    }

    /** All predictions of a benchmark that EXPLAIN accepted after normalization and autocorrect, over all of them. */
    public synchronized double acceptedShare(Benchmark benchmark, Origin origin, boolean rewritten) {
        Tally t = origin == Origin.GOLD ? rows.getOrDefault(new Row(benchmark, CorpusStatement.GOLD_SYSTEM), new Tally())
                : predictions.get(benchmark);
        return t.statements == 0 ? 0 : (double) (rewritten ? t.corrected : t.raw) / t.statements;
    }

    public synchronized List<ExplainedStatement> regressions() {
        return List.copyOf(regressions);
    }

    public synchronized String markdown() {
        StringBuilder md = new StringBuilder();
        for (Benchmark b : benchmarks) {
            md.append("## ").append(RuleFiringTable.title(b)).append(": share EXPLAIN accepts\n\n");
            List<List<String>> lines = new ArrayList<>();
            rows.forEach((row, tally) -> {
                if (row.benchmark() == b) {
                    lines.add(acceptance(row.system(), tally));
                }
            });
            lines.add(acceptance("**all predictions**", predictions.get(b)));
            lines.add(acceptance("**predictions the guard parsed**", parsedPredictions.get(b)));
            md.append(Markdown.table(List.of("system", "statements", "guard parsed", "as written", "normalized",
                    "+ autocorrect", "regressions"), lines)).append('\n');
        }
        md.append("## How often each pass changed a statement\n\n");
        List<String> headers = new ArrayList<>(List.of("pass"));
        for (Benchmark b : benchmarks) {
            headers.add(RuleFiringTable.title(b) + " gold");
            headers.add(RuleFiringTable.title(b) + " predictions");
        }
        List<List<String>> passLines = new ArrayList<>();
        for (RewritePass pass : RewritePasses.all()) {
            List<String> line = new ArrayList<>(List.of("`" + pass.id() + "`"));
            for (Benchmark b : benchmarks) {
                long[] counts = passCounts.get(b).getOrDefault(pass.id(), new long[2]);
                line.add(String.valueOf(counts[0]));
                line.add(String.valueOf(counts[1]));
            }
            passLines.add(line);
        }
        md.append(Markdown.table(headers, passLines)).append('\n');
        md.append(regressionSection());
        for (Benchmark b : benchmarks) {
            md.append("## ").append(RuleFiringTable.title(b)).append(": what PostgreSQL still rejects in predictions\n\n");
            List<List<String>> kinds = new ArrayList<>();
            remaining.get(b).entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .limit(REMAINING_KINDS_SHOWN)
                    .forEach(entry -> kinds.add(List.of(Markdown.cell(entry.getKey(), 110), entry.getValue().toString())));
            md.append(Markdown.table(List.of("error after all rewrites", "predictions"), kinds)).append('\n');
        }
        return md.toString();
    }

    private String regressionSection() {
        StringBuilder md = new StringBuilder("## Regressions\n\nStatements EXPLAIN accepted as written and rejected after a rewrite: ")
                .append(regressions.size()).append(".\n\n");
        if (regressions.isEmpty()) {
            return md.toString();
        }
        List<List<String>> lines = new ArrayList<>();
        for (ExplainedStatement e : regressions.subList(0, Math.min(REGRESSIONS_SHOWN, regressions.size()))) {
            ExplainOutcome after = e.afterNormalize().accepted() ? e.afterAutocorrect() : e.afterNormalize();
            List<Change> changes = e.afterNormalize().accepted() ? e.corrected() : e.normalized();
            lines.add(List.of(e.statement().label(), Markdown.cell(after.kind(), 80),
                    Markdown.cell(changes.stream().map(Change::describe).reduce((a, c) -> a + "; " + c).orElse(""), 160)));
        }
        return md.append(Markdown.table(List.of("statement", "error after rewrite", "changes"), lines)).append('\n')
                .toString();
    }

    private static List<String> acceptance(String label, Tally t) {
        return List.of(label, String.valueOf(t.statements), Markdown.share(t.parsed, t.statements),
                Markdown.share(t.raw, t.statements), Markdown.share(t.normalized, t.statements),
                Markdown.share(t.corrected, t.statements), String.valueOf(t.regressions));
    }
}
