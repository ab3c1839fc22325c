package io.nlguard.cli.corpus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.nl.linking.LinkingScore;
import io.nlguard.nl.linking.LinkingTally;
import io.nlguard.nl.linking.SchemaItems;

/**
 * The schema-linking figures of one benchmark: per retrieval stage over all its questions, and per
 * database for the last (full) stage, at table and field level. A question with no gold field (such as
 * {@code SELECT count(*) FROM t}) counts at table level only.
 */
final class LinkingTable {

    private final Map<String, LinkingTally[]> byStage = new LinkedHashMap<>();
    private final Map<String, LinkingTally[]> byDatabase = new LinkedHashMap<>();
    private int unparsed;

    void add(String stage, boolean lastStage, String dbId, SchemaItems gold, SchemaItems retrieved, int tokens) {
        add(byStage.computeIfAbsent(stage, s -> tallies()), gold, retrieved, tokens);
        if (lastStage) {
            add(byDatabase.computeIfAbsent(dbId, s -> tallies()), gold, retrieved, tokens);
        }
    }

    void unparsed() {
        unparsed++;
    }

    private static LinkingTally[] tallies() {
        return new LinkingTally[] {new LinkingTally(), new LinkingTally()};
    }

    private static void add(LinkingTally[] tallies, SchemaItems gold, SchemaItems retrieved, int tokens) {
        if (!gold.tables().isEmpty()) {
            tallies[0].add(LinkingScore.of(gold.tables(), retrieved.tables()), tokens);
        }
        if (!gold.fields().isEmpty()) {
            tallies[1].add(LinkingScore.of(gold.fields(), retrieved.fields()), tokens);
        }
    }

    String markdown() {
        return stagesMarkdown("stage") + "Per database, last stage:\n\n" + Markdown.table(headers("database"), rows(byDatabase));
    }

    /** The per-stage table alone (with the note on unread gold queries), its first column headed {@code first}. */
    String stagesMarkdown(String first) {
        StringBuilder md = new StringBuilder();
        md.append(Markdown.table(headers(first), rows(byStage))).append('\n');
        if (unparsed > 0) {
            md.append(unparsed).append(" gold queries the guard's parser does not read are left out.\n\n");
        }
        return md.toString();
    }

    private static List<String> headers(String first) {
        return List.of(first, "questions", "table SRR", "table NSR", "table NSP", "table NSF", "field questions",
                "field SRR", "field NSR", "field NSP", "field NSF", "tokens mean", "tokens median");
    }

    private static List<List<String>> rows(Map<String, LinkingTally[]> tallies) {
        List<List<String>> rows = new ArrayList<>();
        tallies.forEach((name, t) -> rows.add(List.of(name, String.valueOf(t[0].questions()),
                f(t[0].srr()), f(t[0].nsr()), f(t[0].nsp()), f(t[0].nsf()), String.valueOf(t[1].questions()),
                f(t[1].srr()), f(t[1].nsr()), f(t[1].nsp()), f(t[1].nsf()),
                String.format(Locale.ROOT, "%.0f", t[0].meanTokens()),
                String.format(Locale.ROOT, "%.0f", t[0].medianTokens()))));
        return rows;
    }

    private static String f(double percent) {
        return String.format(Locale.ROOT, "%.2f", percent);
    }
}
