package io.nlguard.cli.corpus;

import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.verdict.Verdict;
import io.nlguard.model.data.Benchmark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Counts, per benchmark and for gold and predictions apart, on how many statements each rule fired,
 * what the guard's verdicts were and how many statements the parser or PostgreSQL rejected; renders
 * the counts as Markdown. Every statement is counted once per row. Safe to fill from several threads.
 */
public final class RuleFiringTable {

    private static final String STATEMENTS = "statements";
    private static final String GUARD_FAILED = "guard failed";
    private static final String PARSER_REJECTED = "parser rejected";
    private static final String PARSER_REJECTED_RAN = "parser rejected, database ran";
    private static final String DATABASE_REJECTED = "database rejected";
    private static final String SQLSTATE_CLASS = "sqlstate ";

    /** The classes of SQLSTATE that empty corpus tables can produce, by name; others show their code only. */
    private static final Map<String, String> SQLSTATE_CLASSES = Map.of(
            "0A", "feature not supported",
            "21", "cardinality violation",
            "22", "data exception",
            "25", "invalid transaction state",
            "3F", "invalid schema name",
            "42", "syntax error or access rule violation",
            "53", "insufficient resources",
            "54", "program limit exceeded",
            "57", "operator intervention (e.g. statement timeout)",
            "XX", "internal error");

    private record Column(Benchmark benchmark, Origin origin) {
    }

    private final List<Benchmark> benchmarks;
    /** Built-in rules in their documented order, then any other rule id seen. */
    private final Map<String, String> severityByRule = new LinkedHashMap<>();
    private final Map<Column, Map<String, Long>> counts = new HashMap<>();

    public RuleFiringTable(List<Benchmark> benchmarks) {
        this.benchmarks = List.copyOf(benchmarks);
        for (Rule rule : BuiltInRules.all()) {
            severityByRule.put(rule.id(), rule.defaultSeverity().lowerName());
        }
    }

    public synchronized void add(CheckedStatement checked) {
        CorpusStatement s = checked.statement();
        Map<String, Long> column = counts.computeIfAbsent(new Column(s.benchmark(), s.origin()), c -> new HashMap<>());
        column.merge(STATEMENTS, 1L, Long::sum);
        if (checked.guardFailed()) {
            column.merge(GUARD_FAILED, 1L, Long::sum);
        } else {
            column.merge(verdictKey(checked.report().verdict()), 1L, Long::sum);
        }
        if (checked.parserRejected()) {
            column.merge(PARSER_REJECTED, 1L, Long::sum);
            if (!checked.databaseRejected()) {
                column.merge(PARSER_REJECTED_RAN, 1L, Long::sum);
            }
        }
        for (String ruleId : checked.firedRules()) {
            severityByRule.putIfAbsent(ruleId, "");
            column.merge(ruleKey(ruleId), 1L, Long::sum);
            if (!checked.databaseRejected()) {
                column.merge(ranKey(ruleId), 1L, Long::sum);
            }
        }
        if (checked.databaseRejected()) {
            column.merge(DATABASE_REJECTED, 1L, Long::sum);
            column.merge(sqlStateClassKey(checked.sqlStateClass()), 1L, Long::sum);
        }
    }

    public long statements(Benchmark benchmark, Origin origin) {
        return count(STATEMENTS, benchmark, origin);
    }

    /** Statements with at least one finding of the rule. */
    public long rule(String ruleId, Benchmark benchmark, Origin origin) {
        return count(ruleKey(ruleId), benchmark, origin);
    }

    /** Statements with at least one finding of the rule that PostgreSQL ran without error. */
    public long ruleOnStatementsThatRan(String ruleId, Benchmark benchmark, Origin origin) {
        return count(ranKey(ruleId), benchmark, origin);
    }

    public long verdict(Verdict verdict, Benchmark benchmark, Origin origin) {
        return count(verdictKey(verdict), benchmark, origin);
    }

    /** Statements the guard could not analyse at all (no report). */
    public long guardFailed(Benchmark benchmark, Origin origin) {
        return count(GUARD_FAILED, benchmark, origin);
    }

    public long parserRejected(Benchmark benchmark, Origin origin) {
        return count(PARSER_REJECTED, benchmark, origin);
    }

    /** Statements the parser rejected that PostgreSQL ran: the parser's own gaps. */
    public long parserRejectedButRan(Benchmark benchmark, Origin origin) {
        return count(PARSER_REJECTED_RAN, benchmark, origin);
    }

    /** Statements PostgreSQL answered with an error. */
    public long databaseRejected(Benchmark benchmark, Origin origin) {
        return count(DATABASE_REJECTED, benchmark, origin);
    }

    /** Three tables: rule firings, the firings on statements that ran, then verdicts and rejections. */
    public synchronized String markdown() {
        List<List<String>> rules = new ArrayList<>();
        List<List<String>> ran = new ArrayList<>();
        severityByRule.forEach((ruleId, severity) -> {
            String label = "`" + ruleId + "`" + (severity.isEmpty() ? "" : " (" + severity + ")");
            rules.add(row(label, ruleKey(ruleId)));
            if (columns().stream().anyMatch(c -> count(ruleKey(ruleId), c.benchmark(), c.origin()) > 0)) {
                ran.add(ranRow(label, ruleId));
            }
        });

        List<List<String>> outcomes = new ArrayList<>();
        for (Verdict verdict : Verdict.values()) {
            outcomes.add(row("verdict " + verdict, verdictKey(verdict)));
        }
        outcomes.add(row("guard failed (no analysis)", GUARD_FAILED));
        outcomes.add(row("parser rejected", PARSER_REJECTED));
        outcomes.add(row("&nbsp;&nbsp;of which PostgreSQL ran", PARSER_REJECTED_RAN));
        outcomes.add(row("PostgreSQL rejected (any SQLSTATE)", DATABASE_REJECTED));
        TreeSet<String> classes = new TreeSet<>();
        counts.values().forEach(column -> column.keySet().stream().filter(k -> k.startsWith(SQLSTATE_CLASS))
                .forEach(k -> classes.add(k.substring(SQLSTATE_CLASS.length()))));
        for (String sqlStateClass : classes) {
            String name = SQLSTATE_CLASSES.get(sqlStateClass);
            outcomes.add(row("&nbsp;&nbsp;class " + sqlStateClass + (name == null ? "" : " " + name),
                    sqlStateClassKey(sqlStateClass)));
        }

        return "## Rules fired\n\n" + table("rule (default severity)", rules)
                + "\n## Firings on statements PostgreSQL ran\n\n"
                + "Of the statements a rule fired on, how many PostgreSQL ran without error. The tables are empty,"
                + " but names, grouping and types were still checked by the server: for a rule that predicts such"
                + " an error, these are false alarms.\n\n"
                + table("rule (default severity)", ran)
                + "\n## Verdicts and rejections\n\n" + table("outcome", outcomes);
    }

    private String table(String firstHeader, List<List<String>> rows) {
        List<String> headers = new ArrayList<>(List.of(firstHeader));
        List<String> statements = new ArrayList<>(List.of(STATEMENTS));
        for (Column c : columns()) {
            headers.add(title(c.benchmark()) + (c.origin() == Origin.GOLD ? " gold" : " predictions"));
            statements.add(String.valueOf(count(STATEMENTS, c.benchmark(), c.origin())));
        }
        List<List<String>> all = new ArrayList<>(List.of(statements));
        all.addAll(rows);
        return Markdown.table(headers, all);
    }

    /** The label, then per column the count and its share of the column's statements. */
    private List<String> row(String label, String key) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (Column c : columns()) {
            row.add(Markdown.countAndShare(count(key, c.benchmark(), c.origin()), count(STATEMENTS, c.benchmark(), c.origin())));
        }
        return row;
    }

    /** Per column: how many of the rule's firings ran, "n of m". */
    private List<String> ranRow(String label, String ruleId) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (Column c : columns()) {
            long fired = count(ruleKey(ruleId), c.benchmark(), c.origin());
            row.add(fired == 0 ? "-" : count(ranKey(ruleId), c.benchmark(), c.origin()) + " of " + fired);
        }
        return row;
    }

    private List<Column> columns() {
        List<Column> columns = new ArrayList<>();
        for (Benchmark b : benchmarks) {
            columns.add(new Column(b, Origin.GOLD));
            columns.add(new Column(b, Origin.PREDICTION));
        }
        return columns;
    }

    private synchronized long count(String key, Benchmark benchmark, Origin origin) {
        return counts.getOrDefault(new Column(benchmark, origin), Map.of()).getOrDefault(key, 0L);
    }

    static String title(Benchmark benchmark) {
        return switch (benchmark) {
            case SPIDER_DEV -> "Spider dev";
            case BIRD_DEV -> "BIRD dev";
            case BIRD_DEV_2023_05 -> "BIRD dev 2023-05";
        };
    }

    private static String ruleKey(String ruleId) {
        return "rule " + ruleId;
    }

    private static String ranKey(String ruleId) {
        return "ran " + ruleId;
    }

    private static String verdictKey(Verdict verdict) {
        return "verdict " + verdict;
    }

    private static String sqlStateClassKey(String sqlStateClass) {
        return SQLSTATE_CLASS + sqlStateClass;
    }
}
