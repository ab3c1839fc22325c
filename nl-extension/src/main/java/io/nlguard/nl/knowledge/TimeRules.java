package io.nlguard.nl.knowledge;

import java.time.DayOfWeek;
import java.time.MonthDay;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.names.NameWords;

/**
 * What the domain means by its time phrases: the fiscal year's first day, the week's first day, and
 * phrases with the SQL condition they stand for ({@code "last quarter"} → a template over {@code {column}}).
 * A time phrase without a rule is vague.
 *
 * @param fiscalYearStart the fiscal year's first day (empty: the calendar year)
 * @param weekStart       the week's first day (empty: not said)
 * @param rules           phrase → SQL condition template with {@link #COLUMN} where the date column goes
 */
public record TimeRules(Optional<MonthDay> fiscalYearStart, Optional<DayOfWeek> weekStart, Map<String, String> rules) {

    /** Where a rule's template puts the date column. */
    public static final String COLUMN = "{column}";

    public static final TimeRules NONE = new TimeRules(Optional.empty(), Optional.empty(), Map.of());

    public TimeRules {
        rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
    }

    /** The condition template of a phrase (case and spacing ignored); empty when the file has no rule for it. */
    public Optional<String> meaningOf(String phrase) {
        String wanted = String.join(" ", NameWords.of(phrase));
        return rules.entrySet().stream().filter(r -> String.join(" ", NameWords.of(r.getKey())).equals(wanted))
                .map(Map.Entry::getValue).findFirst();
    }

    /** The rules' phrases the question's words contain, in the file's order. */
    public List<String> phrasesIn(List<String> questionWords) {
        return rules.keySet().stream().filter(p -> TriggerWords.occur(p, questionWords)).toList();
    }
}
