package io.nlguard.nl.contract;

import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.knowledge.Synonyms;
import io.nlguard.nl.retrieve.ChosenTable;

/**
 * Which columns may hold the question's quoted values, by type alone (the value index of
 * {@code nlguard.nl.values} knows the values themselves): a date-like value goes to date columns, any other
 * to text columns, preferably the one the word just before the value names ({@code code 'X-1'}), those
 * named as labels (name, status, type, code, city...), those the question's other words match, and those
 * of required tables. A value synonym of the knowledge file ("NYC") is a hint of its own, with the value as
 * stored ({@code 'New York' → customers.city}), when its table is in the context.
 */
final class ValueHints {

    /** The most columns named per value: the best and, when it is as likely ({@link #CLOSE}), the next. */
    static final int PER_VALUE = 2;

    static final double CLOSE = 0.15;
    static final int MAX_HINTS = 4;

    /** The weight of the word just before the value ({@code city 'Oslo'}): it says best what the value is. */
    static final double HEAD = 0.4;

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}(-\\d{2})?.*");

    private static final Set<String> LABELS = Set.of("name", "title", "label", "status", "type", "code",
            "category", "kind", "city", "country", "state", "region", "description", "mode", "class", "gender",
            "color", "colour", "brand", "genre", "language", "level", "role", "tag");

    private ValueHints() {
    }

    static List<ValueHint> of(String question, List<Keyphrase> phrases, List<ChosenTable> tables,
                              List<ColumnMatch> matches, List<Table> required) {
        List<ValueHint> hints = new ArrayList<>();
        for (Keyphrase phrase : phrases) {
            if (phrase.kind() != Keyphrase.Kind.QUOTED) {
                continue;
            }
            boolean date = DATE.matcher(phrase.text()).matches();
            Keyphrase head = Keyphrases.head(question, phrase.text());
            List<ValueHint> candidates = new ArrayList<>();
            for (ChosenTable chosen : tables) {
                Table table = chosen.table();
                for (Column column : table.columns()) {
                    if (date ? isDate(column) : isText(column)) {
                        candidates.add(new ValueHint(phrase.text(), table, column,
                                score(table, column, phrase, head, matches, required)));
                    }
                }
            }
            candidates.sort(Comparator.comparingDouble(ValueHint::score).reversed());
            double best = candidates.isEmpty() ? 0 : candidates.get(0).score();
            candidates.stream().limit(PER_VALUE).filter(h -> h.score() >= best - CLOSE && hints.size() < MAX_HINTS)
                    .forEach(hints::add);
        }
        return hints;
    }

    /**
     * The hints of the question's value synonyms, each with the stored value and its column; the phrases
     * they come from are added to {@code matched} (a value, not an unsupported concept).
     */
    static List<ValueHint> ofSynonyms(List<Keyphrase> phrases, List<ChosenTable> tables, Synonyms synonyms,
                                      Set<Keyphrase> matched) {
        List<ValueHint> hints = new ArrayList<>();
        for (Keyphrase phrase : phrases) {
            if (phrase.kind() == Keyphrase.Kind.NUMBER || hints.size() >= MAX_HINTS) {
                continue;
            }
            synonyms.value(phrase.words()).ifPresent(value -> {
                for (ChosenTable chosen : tables) {
                    Table table = chosen.table();
                    if (table.name().name().equalsIgnoreCase(value.table())) {
                        table.column(value.columnName()).ifPresent(column -> {
                            hints.add(new ValueHint(value.value(), table, column, 1.0));
                            matched.add(phrase);
                        });
                    }
                }
            });
        }
        return hints;
    }

    private static double score(Table table, Column column, Keyphrase value, Keyphrase head,
                                List<ColumnMatch> matches, List<Table> required) {
        double score = 0.5;
        if (head != null) {
            List<String> nameWords = NameWords.of(column.name());
            score += HEAD * MatchScore.of(head, column.name(), table.name().name(), nameWords, nameWords);
        }
        List<String> words = NameWords.of(column.name());
        if (!words.isEmpty() && LABELS.contains(MatchScore.stem(words.get(words.size() - 1)))) {
            score += 0.2;
        }
        score += 0.3 * matches.stream().filter(m -> m.column() == column && m.table() == table
                        && !value.words().containsAll(m.phrase().words()))
                .mapToDouble(ColumnMatch::score).max().orElse(0);
        return required.contains(table) ? score + 0.1 : score;
    }

    private static boolean isText(Column column) {
        return switch (column.jdbcType()) {
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.LONGNVARCHAR,
                 Types.CLOB -> true;
            default -> column.nativeType().toLowerCase(java.util.Locale.ROOT).contains("text");
        };
    }

    private static boolean isDate(Column column) {
        return switch (column.jdbcType()) {
            case Types.DATE, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> true;
            default -> false;
        };
    }
}
