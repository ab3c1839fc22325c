package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.Table;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.knowledge.Metric;

/**
 * A knowledge metric the question asks for whose mandatory filters cannot be kept on this schema: its table is
 * missing, or a filter's column is not in it ({@code status = 'paid'} with no {@code status}). Computing it without
 * the filter would be another metric under the same name, so the question is rejected.
 */
final class MissingMandatoryFilter implements BoundaryDetector {

    static final String KIND = "missing-mandatory-filter";

    /** The column a filter condition tests: the identifier before its operator, without its alias. */
    private static final Pattern TESTED = Pattern.compile(
            "(?:\\b\\w+\\.)?\\b(\\w+)\\s*(?:=|<>|!=|<=|>=|<|>|\\bin\\b|\\blike\\b|\\bis\\b|\\bbetween\\b)",
            Pattern.CASE_INSENSITIVE);

    @Override
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        List<BoundaryFinding> findings = new ArrayList<>();
        for (Metric metric : question.knowledge().metrics().values()) {
            if (metric.filters().isEmpty() || metric.askedBy(question.words()).isEmpty()) {
                continue;
            }
            Optional<Table> table = question.catalog().table(metric.tableName());
            for (String filter : metric.filters()) {
                List<String> missing = missingColumns(filter, table);
                if (!missing.isEmpty()) {
                    findings.add(new BoundaryFinding(KIND, Outcome.REJECT, metric.name(),
                            "The metric \"" + metric.name() + "\" must keep " + filter + ", but "
                                    + (table.isEmpty() ? "the schema has no table " + metric.tableName()
                                            : metric.tableName() + " has no " + String.join(", ", missing)) + ".",
                            List.of()));
                }
            }
        }
        return findings;
    }

    private static List<String> missingColumns(String filter, Optional<Table> table) {
        if (table.isEmpty()) {
            return List.of(filter);
        }
        List<String> missing = new ArrayList<>();
        Matcher m = TESTED.matcher(filter.replaceAll("'[^']*'", "''"));
        while (m.find()) {
            String column = m.group(1);
            if (!column.toLowerCase(Locale.ROOT).matches("\\d+|not|and|or|null") && table.get().column(column).isEmpty()) {
                missing.add(column);
            }
        }
        return missing;
    }
}
