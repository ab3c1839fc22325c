package io.nlguard.nl.knowledge;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.MonthDay;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads the {@code time} section: fiscal year start ({@code MM-DD}), week start, and phrase → condition rules. */
final class TimeRulesReader {

    static final List<String> KEYS = List.of("fiscal_year_start", "week_start", "rules");

    private static final DateTimeFormatter MONTH_DAY = DateTimeFormatter.ofPattern("MM-dd", Locale.ROOT);

    /** The column a template's {@code {column}} is replaced by to parse it. */
    private static final String SAMPLE_COLUMN = "t.d";

    private TimeRulesReader() {
    }

    static TimeRules read(JsonPlace section) {
        Optional<MonthDay> fiscal = Optional.empty();
        Optional<DayOfWeek> week = Optional.empty();
        Map<String, String> rules = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> part : section.members(KEYS)) {
            JsonPlace value = part.getValue();
            switch (part.getKey()) {
                case "fiscal_year_start" -> fiscal = Optional.of(monthDay(value));
                case "week_start" -> week = Optional.of(day(value));
                case "rules" -> rules = rules(value);
                default -> throw new IllegalStateException("a known key without a reader: " + part.getKey());
            }
        }
        return new TimeRules(fiscal, week, rules);
    }

    private static MonthDay monthDay(JsonPlace place) {
        try {
            return MonthDay.parse(place.text(), MONTH_DAY);
        } catch (DateTimeParseException e) {
            throw new JsonPlace.Problem(place.path(), "expected a month and day as MM-DD (04-01), found \""
                    + place.text() + "\"");
        }
    }

    private static DayOfWeek day(JsonPlace place) {
        try {
            return DayOfWeek.valueOf(place.text().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | DateTimeException e) {
            throw new JsonPlace.Problem(place.path(), "expected a day of the week (monday ... sunday), found \""
                    + place.text() + "\"");
        }
    }

    private static Map<String, String> rules(JsonPlace place) {
        Map<String, String> rules = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : place.namedMembers()) {
            JsonPlace rule = entry.getValue();
            String template = rule.text();
            if (!template.contains(TimeRules.COLUMN)) {
                throw new JsonPlace.Problem(rule.path(), "a time rule needs " + TimeRules.COLUMN
                        + " where the date column goes");
            }
            SqlFragments.notACondition(template.replace(TimeRules.COLUMN, SAMPLE_COLUMN)).ifPresent(p -> {
                throw new JsonPlace.Problem(rule.path(), p);
            });
            rules.put(entry.getKey(), template);
        }
        return rules;
    }
}
