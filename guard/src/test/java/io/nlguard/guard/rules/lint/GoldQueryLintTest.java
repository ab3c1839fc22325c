package io.nlguard.guard.rules.lint;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.GoldData;
import io.nlguard.guard.GoldData.GoldQuery;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * Data sanity: every lint rule over every Spider and BIRD dev gold query, against catalogs built
 * from the benchmarks' schema files. Gold queries are correct, so the name-resolution rules firing
 * on one is a false positive; they may fire on at most 1% of them. The other rules' counts are
 * printed: the gold queries are SQLite's, and some of what PostgreSQL rejects (ungrouped columns,
 * text compared with numbers) is common there.
 */
class GoldQueryLintTest {

    private static final Set<String> NAME_RULES = Set.of("lint.unknown-table", "lint.unknown-column",
            "lint.unknown-qualifier", "lint.ambiguous-column");

    /** How many example findings per rule to print; raise with -Dlint.examples=50 to study a rule. */
    private static final int EXAMPLES = Integer.getInteger("lint.examples", 2);

    private final RuleSet rules = RuleSet.configure(LintRules.all(), Map.of());
    private final SqlParser parser = new SqlParser();

    @Test
    void spiderGoldQueriesRaiseFewNameFindings() throws IOException {
        Path data = GoldData.dataDirectory();
        assumeTrue(data != null && Files.exists(data.resolve("spider_dev_gold/dev.json")), "Spider data not found");
        Map<String, Catalog> catalogs = GoldCorpus.catalogs(data.resolve("spider_dev_gold/tables.json"));
        List<GoldQuery> queries = GoldData.queries(data.resolve("spider_dev_gold/dev.json"));
        Tally raw = run("Spider dev gold, as written", queries, catalogs, false);
        Tally normalised = run("Spider dev gold, SQLite double-quoted strings as 'strings'", queries, catalogs, true);
        assertFewNameFindings(normalised);
        // the raw text differs only in its double-quoted strings, which unknown-column must catch
        assertTrue(raw.firing.getOrDefault("lint.unknown-column", 0) > normalised.firing.getOrDefault("lint.unknown-column", 0));
    }

    @Test
    void birdGoldQueriesRaiseFewNameFindings() throws IOException {
        Path data = GoldData.dataDirectory();
        assumeTrue(data != null && Files.exists(data.resolve("bird_dev_gold_2023-06/dev.json")), "BIRD data not found");
        Map<String, Catalog> catalogs = GoldCorpus.catalogs(data.resolve("bird_dev_tables/dev_tables.json"));
        List<GoldQuery> queries = GoldData.queries(data.resolve("bird_dev_gold_2023-06/dev.json"));
        assertFewNameFindings(run("BIRD dev gold (2023-06)", queries, catalogs, true));
    }

    private void assertFewNameFindings(Tally tally) {
        assertTrue(tally.parsed >= tally.total * 0.9, "too few gold queries parse: " + tally.parsed + " of " + tally.total);
        for (String rule : NAME_RULES) {
            int firing = tally.firing.getOrDefault(rule, 0);
            assertTrue(firing <= tally.parsed / 100, rule + " fires on " + firing + " of " + tally.parsed
                    + " gold queries (at most 1% allowed); see the examples printed above");
        }
    }

    /** Per rule, on how many queries it fired. */
    private static final class Tally {
        int total;
        int parsed;
        final Map<String, Integer> firing = new LinkedHashMap<>();
        final Map<String, List<String>> examples = new LinkedHashMap<>();
    }

    private Tally run(String title, List<GoldQuery> queries, Map<String, Catalog> catalogs, boolean normalise) {
        Tally tally = new Tally();
        for (Rule rule : LintRules.all()) {
            tally.firing.put(rule.id(), 0);
        }
        for (GoldQuery query : queries) {
            Catalog catalog = catalogs.get(query.dbId());
            if (catalog == null) {
                continue;
            }
            tally.total++;
            String sql = normalise ? GoldCorpus.sqliteStringsToPostgres(query.sql(), catalog) : query.sql();
            ParseResult result = parser.parse(sql);
            if (!(result instanceof ParsedSql parsed)) {
                continue;
            }
            tally.parsed++;
            List<Finding> findings = rules.check(new RuleContext(sql, parsed, catalog, RulePolicy.DEFAULT));
            Set<String> fired = new HashSet<>();
            for (Finding finding : findings) {
                if (fired.add(finding.ruleId())) {
                    GoldCorpus.count(tally.firing, finding.ruleId());
                    List<String> examples = tally.examples.computeIfAbsent(finding.ruleId(), k -> new ArrayList<>());
                    if (examples.size() < EXAMPLES) {
                        examples.add("#" + query.index() + " " + query.dbId() + ": " + sql + "\n      " + finding.describe());
                    }
                }
            }
        }
        print(title, tally);
        return tally;
    }

    private static void print(String title, Tally tally) {
        StringBuilder out = new StringBuilder();
        out.append("== ").append(title).append(": ").append(tally.total).append(" queries, ").append(tally.parsed)
                .append(" parsed, ").append(tally.total - tally.parsed).append(" not parsed\n");
        for (Map.Entry<String, Integer> entry : tally.firing.entrySet()) {
            out.append(String.format("  %-32s %5d  (%.1f%%)%n", entry.getKey(), entry.getValue(),
                    tally.parsed == 0 ? 0.0 : 100.0 * entry.getValue() / tally.parsed));
            for (String example : tally.examples.getOrDefault(entry.getKey(), List.of())) {
                out.append("    ").append(example).append('\n');
            }
        }
        System.out.print(out);
    }
}
