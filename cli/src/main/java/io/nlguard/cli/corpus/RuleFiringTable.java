package io.nlguard.cli.corpus;

import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.verdict.GuardReport;
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
    private static final String RISK_WARNED = "risk warned";
    private static final String RISK_BLOCKED = "risk blocked";
    private static final String MACHINE_ANALYZED = "machine analyzed";
    private static final String MACHINE_WARNED = "machine risk warned";
    private static final String MACHINE_BLOCKED = "machine risk blocked";

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
        countRisk(column, checked.report(), RISK_WARNED, RISK_BLOCKED);
        if (checked.other() != null) {
            column.merge(MACHINE_ANALYZED, 1L, Long::sum);
            countRisk(column, checked.other(), MACHINE_WARNED, MACHINE_BLOCKED);
        }
        if (checked.databaseRejected()) {
            column.merge(DATABASE_REJECTED, 1L, Long::sum);
            column.merge(sqlStateClassKey(checked.sqlStateClass()), 1L, Long::sum);
        }
    }

    private static void countRisk(Map<String, Long> column, GuardReport report, String warned, String blocked) {
        if (CheckedStatement.hasRisk(report, Severity.WARN)) {
            column.merge(warned, 1L, Long::sum);
        }
        if (CheckedStatement.hasRisk(report, Severity.BLOCK)) {
            column.merge(blocked, 1L, Long::sum);
        }
    }

    /**
     * The gold queries (every benchmark of the run pooled) with a node-risk finding of at least this severity,
     * and all gold queries so analysed: under the settings they ran with, or with {@code asMachineWritten}
     * under {@link CorpusChecker#AS_MACHINE_WRITTEN}.
     */
    public synchronized long[] goldWithRisk(Severity atLeast, boolean asMachineWritten) {
        String key = asMachineWritten ? (atLeast == Severity.BLOCK ? MACHINE_BLOCKED : MACHINE_WARNED)
                : (atLeast == Severity.BLOCK ? RISK_BLOCKED : RISK_WARNED);
        long hits = 0;
        long gold = 0;
        for (Benchmark b : benchmarks) {
            hits += count(key, b, Origin.GOLD);
            gold += count(asMachineWritten ? MACHINE_ANALYZED : STATEMENTS, b, Origin.GOLD);
        }
        return new long[] {hits, gold};
    }

    /** {@code 3 of 2568 (0.12%)}: shares near the goal of 0.5% need two decimals. */
    private String goldShare(Severity atLeast, boolean asMachineWritten) {
        long[] counted = goldWithRisk(atLeast, asMachineWritten);
        return String.format(Locale.ROOT, "%d of %d (%.2f%%)", counted[0], counted[1],
                counted[1] == 0 ? 0.0 : 100.0 * counted[0] / counted[1]);
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
                + "\n## Node risk on people's and on a model's SQL\n\n" + riskSection()
                + "\n## Firings on statements PostgreSQL ran\n\n"
                + "Of the statements a rule fired on, how many PostgreSQL ran without error. The tables are empty,"
                + " but names, grouping and types were still checked by the server: for a rule that predicts such"
                + " an error, these are false alarms.\n\n"
                + table("rule (default severity)", ran)
                + "\n## Verdicts and rejections\n\n" + table("outcome", outcomes);
    }

    /**
     * The statements with a node-risk warning ({@code 01NG1}, or a block reported as one in annotate mode) and
     * with a block ({@code 42NG1} in block mode), under the default settings (no question: people's SQL) and,
     * when the run analysed them so too, under {@code nlguard.sql-author=machine}.
     */
    private String riskSection() {
        boolean compared = counts.values().stream().anyMatch(c -> c.containsKey(MACHINE_ANALYZED));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("`01NG1` node-risk warning, default settings (people's SQL)", RISK_WARNED));
        rows.add(row("`42NG1` node-risk block, default settings (people's SQL)", RISK_BLOCKED));
        if (compared) {
            rows.add(row("`01NG1` node-risk warning, `nlguard.sql-author=machine`", MACHINE_WARNED));
            rows.add(row("`42NG1` node-risk block, `nlguard.sql-author=machine`", MACHINE_BLOCKED));
        }
        String pooled = String.format(Locale.ROOT, "Of all gold queries, %s draw a `01NG1` warning and %s a `42NG1`"
                        + " block under the default settings (no question set, so `nlguard.sql-author=auto` takes them"
                        + " for people's)", goldShare(Severity.WARN, false),
                goldShare(Severity.BLOCK, false));
        if (compared) {
            pooled += String.format(Locale.ROOT, "; read as a model's SQL (`nlguard.sql-author=machine`, what a"
                            + " statement answering a stated question gets), %s and %s",
                    goldShare(Severity.WARN, true),
                    goldShare(Severity.BLOCK, true));
        }
        return "A statement counts when the node model reports at least one of its nodes. A block counts as a"
                + " warning too (annotate mode reports it as `01NG1`).\n\n" + table("outcome", rows) + "\n" + pooled
                + ".\n";
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
