package io.nlguard.nl.contract;

import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.knowledge.Metric;
import io.nlguard.nl.knowledge.SqlFragments;
import io.nlguard.nl.knowledge.TimeRules;

/**
 * The knowledge file's metrics and time rules a question asks for: a metric whose words the question holds
 * (whole words, a plural {@code s} allowed), a time rule whose phrase it holds. A metric naming a table or
 * column the catalog lacks is left out and reported as a knowledge problem: the file is wrong, not the
 * question.
 *
 * @param metrics  the metrics asked for, in the file's order
 * @param times    the time rules' phrases the question holds, in the file's order
 * @param problems one line per metric left out, saying what the catalog lacks
 */
public record BusinessDefinitions(List<Asked> metrics, List<String> times, List<String> problems) {

    /** A metric asked for: by which of its words, and its grain (its own or the file's grouping). */
    public record Asked(Metric metric, List<String> words, List<String> grain) {
    }

    public BusinessDefinitions {
        metrics = List.copyOf(metrics);
        times = List.copyOf(times);
        problems = List.copyOf(problems);
    }

    public static BusinessDefinitions of(Knowledge knowledge, Catalog catalog, String question) {
        List<String> words = Keyphrases.words(question);
        List<Asked> metrics = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Metric metric : knowledge.metrics().values()) {
            List<String> asked = metric.askedBy(words);
            if (asked.isEmpty()) {
                continue;
            }
            List<String> unknown = SqlFragments.unknownIn(metric, catalog);
            if (unknown.isEmpty()) {
                metrics.add(new Asked(metric, asked, knowledge.groupings().grainOf(metric)));
            } else {
                problems.add("metric " + metric.name() + " names what the schema lacks: " + String.join(", ", unknown));
            }
        }
        return new BusinessDefinitions(metrics, knowledge.time().phrasesIn(words), problems);
    }

    /** For the report: {@code 1 metrics, 1 time rules, knowledge problems: [...]}. */
    public String summary() {
        return metrics.size() + " metrics, " + times.size() + " time rules"
                + (problems.isEmpty() ? "" : ", knowledge problems: " + problems);
    }

    /** The prompt's {@code Business definitions} section body; empty when the question asks for none. */
    public String render(TimeRules time) {
        StringBuilder text = new StringBuilder();
        for (Asked asked : metrics) {
            Metric m = asked.metric();
            text.append("- ").append(m.name()).append(" (the question says ")
                    .append(String.join(", ", asked.words().stream().map(w -> "\"" + w + "\"").toList())).append(')');
            if (!m.description().isEmpty()) {
                text.append(": ").append(m.description());
            }
            text.append("\n  SQL: ").append(m.sql()).append(" FROM ").append(m.table());
            if (!m.filters().isEmpty()) {
                text.append("\n  Mandatory filters: ").append(String.join(" AND ", m.filters()));
            }
            if (!asked.grain().isEmpty()) {
                text.append("\n  Default grouping: ").append(String.join(", ", asked.grain()));
            }
            text.append('\n');
        }
        for (String phrase : times) {
            text.append("- \"").append(phrase).append("\" means: ").append(time.meaningOf(phrase).orElseThrow())
                    .append(" (").append(TimeRules.COLUMN).append(": the date column meant)\n");
        }
        if (!times.isEmpty()) {
            time.fiscalYearStart().ifPresent(d -> text.append("- The fiscal year starts on ")
                    .append(d.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)).append(' ')
                    .append(d.getDayOfMonth()).append('\n'));
            time.weekStart().ifPresent(d -> text.append("- Weeks start on ")
                    .append(d.getDisplayName(TextStyle.FULL, Locale.ENGLISH)).append('\n'));
        }
        return text.toString();
    }
}
